import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.gen';
import { routesOfTable } from './routes-source';

describe('routes.gen.ts', () => {
  it('is the endpoint table as it stands (run `npm run gen:routes` after changing the table)', () => {
    expect(ROUTES).toEqual(routesOfTable());
  });
});

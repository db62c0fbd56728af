import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { todoOptions } from '../../api/flow-log';
import { HomeCard } from './home-card';

/** What waits for the caller in each of its review queues, each leading to the queue; shown only when something waits. */
export function TodoCard() {
  const todo = useQuery(todoOptions).data ?? [];
  if (!todo.length) return null;
  return (
    <HomeCard title="待办事项">
      <div className="home-todo">
        {todo.map((t) => (
          <Link key={t.page} className="home-todo-item" to={t.page}>
            <span className="home-todo-count">{t.count}</span>
            <span className="home-todo-title">{t.title}</span>
          </Link>
        ))}
      </div>
    </HomeCard>
  );
}

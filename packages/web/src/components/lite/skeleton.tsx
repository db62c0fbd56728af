import './skeleton.css';

/** antd's active Skeleton look with a title and three lines, while a card's data loads. */
export function SkeletonLines() {
  return (
    <div className="lite-skeleton" aria-hidden="true">
      <div className="lite-skeleton-shape lite-skeleton-title" />
      <ul className="lite-skeleton-lines">
        <li className="lite-skeleton-shape" />
        <li className="lite-skeleton-shape" />
        <li className="lite-skeleton-shape" />
      </ul>
    </div>
  );
}

/** antd's small Skeleton.Button look: a number still on its way. */
export function SkeletonButton() {
  return <span className="lite-skeleton-shape lite-skeleton-button" aria-hidden="true" />;
}

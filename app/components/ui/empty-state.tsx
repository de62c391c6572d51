export function EmptyState({children}: {children: string}) {
  return <p className="empty-state">{children}</p>;
}

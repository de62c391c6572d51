/** The text a list shows when it has nothing in this language. */
export function EmptyState({children}: {children: string}) {
  return <p className="empty-state">{children}</p>;
}

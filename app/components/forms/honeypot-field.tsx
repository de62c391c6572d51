// Bots fill it in; people never see or reach it. Its label says what to do should anyone land on it.
export function HoneypotField({id, name, label}: {id: string; name: string; label: string}) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A postal address as the backend formats it for its country, one line each. */
export function AddressLines({lines}: {lines: readonly string[]}) {
  return (
    <address className="address-lines">
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

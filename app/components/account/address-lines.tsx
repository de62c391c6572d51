// Lines as Shopify formats them for the address's country.
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

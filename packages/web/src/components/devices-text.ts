/** A filing's devices in a list cell: the one device by name and code, or the first by name and how many. */
export const devicesText = (items: readonly { productName: string; deviceCode: string }[]) =>
  items.length === 1 ? `${items[0].productName} ${items[0].deviceCode}`.trim() : `${items[0]?.productName ?? ''}等${items.length}台`;

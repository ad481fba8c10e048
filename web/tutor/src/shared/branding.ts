/** The product name as the back office shows it. */
export const productName = 'MockWrite';

import { CSV_COLUMNS } from "#contracts/catalog-messages";
import { toCsv } from "#contracts/csv";

export const TEMPLATE_FILE_NAME = "product-upload-template.csv";

/**
 * The downloadable example: every column, a quoted comma, the yes/no and blank forms, sizes with
 * their own stock (the T-shirt's quantity is their sum) and add-ons.
 */
export const PRODUCT_CSV_TEMPLATE = toCsv([
  CSV_COLUMNS,
  [
    "Classic T-Shirt",
    "19.99",
    "Soft cotton tee, available in S, M and L",
    "25",
    "",
    "14.99",
    "https://example.com/images/t-shirt.jpg",
    "true",
    "Size [stock]: S=0 (8)|M=0 (10)|L=2 (7)",
    "5",
  ],
  [
    "Ceramic Mug",
    "8.50",
    "Dishwasher-safe 350 ml mug",
    "40",
    "",
    "",
    "",
    "yes",
    "Extras [multiple]: Gift box=2.50|Name printed=4",
    "",
  ],
  ["Gift Card", "25.00", "Digital gift card, sent by email", "", "", "", "", "no", "", ""],
]);

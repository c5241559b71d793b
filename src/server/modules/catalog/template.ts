import { CSV_COLUMNS } from "#contracts/catalog-messages";
import { toCsv } from "#contracts/csv";

export const TEMPLATE_FILE_NAME = "product-upload-template.csv";

/** The downloadable example: every column, a quoted comma, and the yes/no and blank forms. */
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
  ],
  ["Ceramic Mug", "8.50", "Dishwasher-safe 350 ml mug", "40", "", "", "", "yes"],
  ["Gift Card", "25.00", "Digital gift card, sent by email", "", "", "", "", "no"],
]);

-- Issue 45 (decision 0068): the language the customer ordered in; their mails come in it. Every
-- order before spoke English.
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
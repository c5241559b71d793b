-- The store's country (ISO 3166 alpha-2), set in Settings: its customers' national phone numbers
-- are read in it for WhatsApp links. Null: guessed from the store's phone or time zone.
ALTER TABLE "merchants" ADD COLUMN "country" text;

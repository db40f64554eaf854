-- One reservation per person per event per day, whoever books. A member holding a seat could
-- book a second one as a guest with their own phone number (and a guest phone could book
-- again after signing in), because the two "once" keys looked at different columns. Every
-- reservation now carries the booker's phone (the member's, or the verified guest phone),
-- and one unique key on (event, day, phone) decides, beside the member key.

ALTER TABLE reservations ADD COLUMN phone text CHECK (phone ~ '^9665[0-9]{8}$');

-- Filled by the database on every insert, whoever inserts (the API, seeds, staff tools).
CREATE FUNCTION reservations_set_phone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.phone IS NULL THEN
    NEW.phone := coalesce(NEW.guest_phone, (SELECT m.phone FROM members m WHERE m.id = NEW.member_id));
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER reservations_set_phone BEFORE INSERT ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_set_phone();

-- Existing rows: the first reservation of a phone per event day keeps the phone; a later one
-- made through the loophole keeps NULL, so it stays visible (WHERE phone IS NULL) and is
-- neither deleted nor able to block the key.
WITH owners AS (
  SELECT r.id, coalesce(r.guest_phone, m.phone) AS phone,
         row_number() OVER (PARTITION BY r.event_id, r.attend_on, coalesce(r.guest_phone, m.phone)
                            ORDER BY r.created_at, r.id) AS nth
    FROM reservations r LEFT JOIN members m ON m.id = r.member_id
)
UPDATE reservations r SET phone = o.phone FROM owners o WHERE o.id = r.id AND o.nth = 1;

-- New rows must have a phone (existing duplicates above are left as they are).
ALTER TABLE reservations ADD CONSTRAINT reservations_phone_present CHECK (phone IS NOT NULL) NOT VALID;

CREATE UNIQUE INDEX reservations_phone_day_key ON reservations (event_id, attend_on, phone);

-- The gate of an offer write (docs/decisions/0015): waits for the tender row lock, then reads
-- the tender and the organisation with a fresh snapshot and the clock as it is after the wait.
-- Called from the one statement that writes an offer, so the lock is held only while that
-- statement runs, never across a round trip to the application.
CREATE FUNCTION offer_write_gate(p_tender_id integer, p_exclusive boolean, p_organization_id integer)
RETURNS TABLE (gate_status text, gate_deadline timestamptz, gate_head text, gate_verified boolean, gate_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_exclusive THEN
    PERFORM 1 FROM tenders t WHERE t.id = p_tender_id FOR UPDATE;
  ELSE
    PERFORM 1 FROM tenders t WHERE t.id = p_tender_id FOR SHARE;
  END IF;
  -- A new command of a volatile function: it sees what committed while this one waited.
  RETURN QUERY
    SELECT t.status, t.offers_deadline, t.history_head,
           (SELECT o.is_verify AND NOT o.is_blocked FROM organizations o WHERE o.id = p_organization_id),
           clock_timestamp()
    FROM tenders t
    WHERE t.id = p_tender_id;
END
$$;

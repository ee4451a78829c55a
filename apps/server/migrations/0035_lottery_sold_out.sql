-- A bet's single statement (lottery.slip-write.ts) calls this when a number of the slip would pass
-- the maximum payout per number and draw: its exception undoes the whole statement, and the
-- detail names the sold-out numbers.
CREATE OR REPLACE FUNCTION lottery_sold_out(numbers text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'LOTTERY_SOLD_OUT' USING ERRCODE = 'P0001', DETAIL = numbers;
END
$$;

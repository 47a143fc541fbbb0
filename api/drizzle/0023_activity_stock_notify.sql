-- A flash sale's sold-out memo (docs/adr/0043-flash-sale-admission.md): when an activity SKU's units go up
-- (a cancelled or expired order gives them back, a group fails, an operator restocks or adds the SKU),
-- NOTIFY activity_stock with `activity_id:sku_id`; PostgreSQL delivers it on commit to every API node,
-- which then stops answering that SKU sold out from memory. A sale taking units notifies nothing.
-- The channel is ACTIVITY_STOCK_CHANNEL in src/modules/activity/second/flash-stock-plugin.ts.
create or replace function activity_stock_notify() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or new.stock > old.stock then
    perform pg_notify('activity_stock', new.activity_id || ':' || new.sku_id);
  end if;
  return null;
end $$;
--> statement-breakpoint
create or replace trigger activity_stock_notify after insert or update of stock on activity_skus
  for each row execute function activity_stock_notify();

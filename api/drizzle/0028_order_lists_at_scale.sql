CREATE TABLE "order_count_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"delivery" varchar(8) NOT NULL,
	"status" integer NOT NULL,
	"change" integer NOT NULL,
	"first_paid_at" timestamp with time zone,
	"last_paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_day_counts" (
	"day" date NOT NULL,
	"delivery" varchar(8) NOT NULL,
	"status" integer NOT NULL,
	"orders" bigint NOT NULL,
	"first_paid_at" timestamp with time zone,
	"last_paid_at" timestamp with time zone,
	CONSTRAINT "order_day_counts_day_delivery_status_pk" PRIMARY KEY("day","delivery","status")
);
--> statement-breakpoint
CREATE INDEX "order_count_changes_day_idx" ON "order_count_changes" USING btree ("day");--> statement-breakpoint
CREATE INDEX "orders_status_amount_idx" ON "orders" USING btree ("status","payable_cents","id","created_at","delivery");--> statement-breakpoint
CREATE INDEX "orders_amount_idx" ON "orders" USING btree ("payable_cents","id","created_at","status","delivery");--> statement-breakpoint
CREATE INDEX "orders_status_paid_idx" ON "orders" USING btree ("status","paid_at","id","created_at","delivery") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_paid_sort_idx" ON "orders" USING btree ("paid_at","id","created_at","status","delivery") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_status_idx" ON "orders" USING btree ("status","created_at","id","delivery") WHERE "orders"."paid_at" is null;--> statement-breakpoint
-- hand-written: the shop day (UTC+8, as the back office's date filters read it) an order placed at `placed` counts on
create or replace function order_shop_day(placed timestamptz) returns date
  language sql immutable parallel safe
as $$ select ((placed at time zone 'UTC') + interval '8 hours')::date $$;--> statement-breakpoint
-- hand-written: every statement that writes orders appends what it changed to order_count_changes, one row per day, delivery and status, with the payment times of the orders it adds there (ADR 0047); never a counter row, so that two checkouts never wait on each other
create or replace function order_counts_placed_or_deleted() returns trigger
  language plpgsql
as $$
begin
  insert into order_count_changes (day, delivery, status, change, first_paid_at, last_paid_at)
    select order_shop_day(created_at), delivery, status, case when TG_OP = 'DELETE' then -count(*) else count(*) end, min(paid_at), max(paid_at)
    from changed_orders group by 1, 2, 3;
  return null;
end
$$;--> statement-breakpoint
-- hand-written: an order leaving a day, delivery and status counts -1 there, +1 where it arrives with its payment time; a payment time changed in place is a change of bounds alone
create or replace function order_counts_updated() returns trigger
  language plpgsql
as $$
begin
  insert into order_count_changes (day, delivery, status, change, first_paid_at, last_paid_at)
    select moved.day, moved.delivery, moved.status, sum(moved.change), min(moved.paid_at), max(moved.paid_at)
    from old_orders o
      join new_orders n on n.id = o.id
      cross join lateral (values
        (order_shop_day(o.created_at), o.delivery, o.status, -1, null::timestamptz),
        (order_shop_day(n.created_at), n.delivery, n.status, 1, n.paid_at)) as moved (day, delivery, status, change, paid_at)
    where (o.status, o.delivery, o.created_at, o.paid_at) is distinct from (n.status, n.delivery, n.created_at, n.paid_at)
    group by 1, 2, 3
    having sum(moved.change) <> 0 or max(moved.paid_at) is not null;
  return null;
end
$$;--> statement-breakpoint
-- hand-written: no order is written while the counts start: the triggers and the first counts are one transaction holding this lock, so an order written meanwhile is counted once, by its trigger, after it
LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
create or replace trigger order_counts_inserted after insert on orders
  referencing new table as changed_orders for each statement execute function order_counts_placed_or_deleted();--> statement-breakpoint
create or replace trigger order_counts_updated after update on orders
  referencing old table as old_orders new table as new_orders for each statement execute function order_counts_updated();--> statement-breakpoint
create or replace trigger order_counts_deleted after delete on orders
  referencing old table as changed_orders for each statement execute function order_counts_placed_or_deleted();--> statement-breakpoint
insert into order_day_counts (day, delivery, status, orders, first_paid_at, last_paid_at)
  select order_shop_day(created_at), delivery, status, count(*), min(paid_at), max(paid_at) from orders group by 1, 2, 3;

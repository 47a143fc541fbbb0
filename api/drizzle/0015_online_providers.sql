ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "processed_notifications" ALTER COLUMN "sign" SET DATA TYPE varchar(1024);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_trade_no" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('balance', 'sandbox', 'alipay', 'wechat'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'closed', 'late', 'refunded'));
export {
  DEMO_WEBHOOK_SECRET,
  DEMO_WEBHOOKS,
  webhookPath,
  WebhookReceiver,
  webhookRoutes,
  type ReceivedMessage,
  type WebhookHook,
  type WebhookPlatform,
} from './receiver.ts';

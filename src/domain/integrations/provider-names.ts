import { realName } from './provider-spelling.js';

/**
 * The names the real service gives a new integration that is sent without one: its provider's display
 * name, or else the provider id capitalized. The `novu*` providers are the service's own, under the names
 * this mock's fixtures give them.
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  novu: 'In-App',
  'novu-email': 'Email (managed)',
  'novu-sms': 'SMS (managed)',
  'novu-slack': 'Slack (managed)',
  mailgun: 'Mailgun',
  mailjet: 'Mailjet',
  mailtrap: 'Mailtrap',
  mandrill: 'Mandrill',
  postmark: 'Postmark',
  sendgrid: 'SendGrid',
  sendinblue: 'Sendinblue',
  ses: 'SES',
  netcore: 'Netcore',
  nodemailer: 'Custom SMTP',
  mailersend: 'MailerSend',
  outlook365: 'Microsoft Outlook365',
  'infobip-email': 'Infobip',
  braze: 'Braze',
  resend: 'Resend',
  plunk: 'Plunk',
  sparkpost: 'SparkPost',
  'email-webhook': 'Email Webhook',
  nexmo: 'Nexmo',
  plivo: 'Plivo',
  sms77: 'sms77',
  sns: 'SNS',
  telnyx: 'Telnyx',
  messagebird: 'MessageBird',
  twilio: 'Twilio',
  gupshup: 'Gupshup',
  firetext: 'Firetext',
  'infobip-sms': 'Infobip',
  'burst-sms': 'BurstSMS',
  'bulk-sms': 'BulkSMS',
  'isend-sms': 'iSend SMS',
  clickatell: 'clickatell',
  'forty-six-elks': '46elks',
  kannel: 'Kannel SMS',
  maqsam: 'Maqsam',
  'sms-central': 'SMS Central',
  termii: 'Termii',
  'africas-talking': "Africa's Talking",
  sendchamp: 'Sendchamp',
  'generic-sms': 'Generic SMS',
  clicksend: 'Clicksend',
  simpletexting: 'SimpleTexting',
  bandwidth: 'Bandwidth',
  'azure-sms': 'Azure Sms',
  'ring-central': 'RingCentral',
  'brevo-sms': 'Brevo',
  'eazy-sms': 'Eazy',
  mobishastra: 'Mobishastra',
  slack: 'Slack',
  discord: 'Discord',
  'grafana-on-call': 'Grafana On Call Webhook',
  msteams: 'MSTeams',
  mattermost: 'Mattermost',
  ryver: 'Ryver',
  zulip: 'Zulip',
  getstream: 'GetStream',
  'rocket-chat': 'Rocket.Chat',
  'whatsapp-business': 'WhatsApp Business',
  'one-signal': 'OneSignal',
  pushpad: 'Pushpad',
  fcm: 'Firebase Cloud Messaging',
  expo: 'Expo Push',
  apns: 'APNs',
  'push-webhook': 'Push Webhook',
  'pusher-beams': 'Pusher Beams',
};

export const providerDisplayName = (providerId: string): string =>
  DISPLAY_NAMES[realName(providerId)] ?? `${providerId.charAt(0).toUpperCase()}${providerId.slice(1)}`;

/**
 * A name as an identifier prefix, the way the real service slugs it (`slugify` with `lower` and `strict`):
 * accents dropped, anything but letters, digits and spaces removed, spaces → `-`, lower case.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/-/g, ' ')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
}

// Every job of the server, in one list: importing a file registers its jobs (registerJob) before the runner starts.
// A module adding a job adds its file here.
import '../../db/maintenance'; // db.vacuum (PGlite only, every PGLITE_VACUUM_HOURS)
import '../storage/sweep'; // storage.sweep-uploads (hourly)
import '../storage/files.service'; // storage.delete-object (a failed deletion after commit, retried)
import '../events/retention'; // events.prune (daily: domain events older than 7 days)
import '../../modules/guard-records/face.service'; // face.abandoned-uploads (hourly)
import '../../modules/notifications/email'; // notifications.email (one notification by e-mail, retried)
import '../../modules/notifications/document-expiry'; // notifications.document-expiry (hourly: documents reaching a lead time)
import '../../modules/notifications/sms'; // notifications.sms (one notification by SMS through Twilio's REST API, retried)
import '../../modules/shifts/short-staffed'; // shifts.short-staffed (every 15 min: shifts starting soon still short of guards)
import '../../modules/opportunities/opportunities.quotes'; // opportunities.quote-email (a quote's PDF to the contact) and opportunities.follow-up (a dated reminder to the owner)
import '../../modules/opportunities/opportunities.start'; // opportunities.start-due (every 15 min: approved services whose first shift started → in progress)

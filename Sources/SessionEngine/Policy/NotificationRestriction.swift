/// What notifications of the app may show (Graph `notificationRestriction`).
public enum NotificationRestriction: String, GraphEnum {
  /// Full notifications.
  case allow
  /// Notifications without organization data.
  case blockOrganizationalData
  /// No notifications.
  case block
}

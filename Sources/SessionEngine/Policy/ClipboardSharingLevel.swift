/// Where organization data may be pasted (Graph `allowedOutboundClipboardSharingLevel`).
public enum ClipboardSharingLevel: String, GraphEnum {
  /// Any app.
  case allApps
  /// Managed apps, and paste from any app into this one.
  case managedAppsWithPasteIn
  /// Managed apps only.
  case managedApps
  /// Nowhere.
  case blocked
}

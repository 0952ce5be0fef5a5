/// Which apps data may move to or come from (Graph data transfer settings).
public enum DataTransferLevel: String, GraphEnum {
  /// Any app.
  case allApps
  /// Managed apps only.
  case managedApps
  /// No app.
  case none
}

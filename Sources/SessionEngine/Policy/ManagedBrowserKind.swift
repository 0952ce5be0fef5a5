/// The browser that must open links from the app (Graph `managedBrowser`).
public enum ManagedBrowserKind: String, GraphEnum {
  /// No browser is required.
  case notConfigured
  /// Links open in Microsoft Edge.
  case microsoftEdge
}

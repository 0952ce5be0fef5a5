/// The kind of a `DataAction`, without its details: what the decision log names.
public enum DataActionKind: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// Cut or copy.
  case copy
  /// Paste.
  case paste
  /// Open in another app, or share.
  case openIn
  /// Data received from another app.
  case receive
  /// Save as.
  case saveAs
  /// Print.
  case print
  /// Follow a link.
  case openLink
  /// Upload a file from a web view.
  case upload
}

/// Something the user does that moves data, as the SDK sees it.
public enum DataAction: Equatable, Hashable, Sendable, Codable {
  /// Cut or copy `text` onto the clipboard.
  case copy(String)
  /// Paste the clipboard's content here.
  case paste(ClipboardContent)
  /// Send a document from here to another app ("Open in", share).
  case openIn(destination: DataSurface)
  /// Receive a document another app sends here.
  case receive(source: DataSurface)
  /// Save a copy to a storage location (a Graph `managedAppDataStorageLocation`).
  case saveAs(location: String)
  /// Print.
  case print
  /// Follow a link.
  case openLink(LinkRequest)
  /// Upload a file of the phone's own (the Files app's) from a web view's page.
  case upload

  /// The action's kind, for logs.
  public var kind: DataActionKind {
    switch self {
    case .copy: .copy
    case .paste: .paste
    case .openIn: .openIn
    case .receive: .receive
    case .saveAs: .saveAs
    case .print: .print
    case .openLink: .openLink
    case .upload: .upload
    }
  }
}

/// The rule that decided an action: a policy setting with its value, or why none applied.
public enum DataRule: Equatable, Hashable, Sendable, Codable {
  /// The data is not the organization's, so no policy applies.
  case unmanagedData
  /// Organization data stays with the managed identity in the same app.
  case sameApp
  /// Organization data, but no managed policy is in force on the phone.
  case noPolicy
  /// `allowedOutboundClipboardSharingLevel`.
  case clipboardLevel(ClipboardSharingLevel)
  /// `allowedOutboundClipboardSharingExceptionLength`: short enough to go anywhere.
  case exceptionLength(Int)
  /// `allowedOutboundDataTransferDestinations`.
  case outboundTransfer(DataTransferLevel)
  /// `allowedInboundDataTransferSources`.
  case inboundTransfer(DataTransferLevel)
  /// `saveAsBlocked` (with `allowedDataStorageLocations`).
  case saveAsBlocked(Bool)
  /// `printBlocked`.
  case printBlocked(Bool)
  /// `managedBrowserToOpenLinksRequired`.
  case managedBrowserRequired(Bool)
  /// The URL's scheme is in `WebViewHandledURLSchemes`: the web view handles it.
  case webViewHandledScheme(String)
  /// The web view keeps the link: the app calls it internal, or has no delegate to ask.
  case stayInWebView
  /// The link's scheme is not `http` or `https`: it is for the app that handles that scheme,
  /// never for a browser.
  case otherScheme(String)
  /// What `canOpenURL` answered for a queried app's scheme, which stopped the "Open in".
  case urlQuery(URLQueryAnswer)
  /// `allowedOutboundDataTransferDestinations=managedApps` opens the managed app through its
  /// `-intunemam` scheme, which that app registers or not.
  case managedAppTwin(registered: Bool)
  /// The web view's policy is `CurrentIdentityBlockUpload` (`setWebViewPolicy`, 3).
  case webViewBlocksUpload

  /// The rule as a short technical line for the decision log (setting names are not translated).
  public var logText: String {
    switch self {
    case .unmanagedData: "unmanaged data"
    case .sameApp: "same app and identity"
    case .noPolicy: "no policy in force"
    case .clipboardLevel(let level): "allowedOutboundClipboardSharingLevel=\(level.rawValue)"
    case .exceptionLength(let length): "allowedOutboundClipboardSharingExceptionLength=\(length)"
    case .outboundTransfer(let level): "allowedOutboundDataTransferDestinations=\(level.rawValue)"
    case .inboundTransfer(let level): "allowedInboundDataTransferSources=\(level.rawValue)"
    case .saveAsBlocked(let flag): "saveAsBlocked=\(flag)"
    case .printBlocked(let flag): "printBlocked=\(flag)"
    case .managedBrowserRequired(let flag): "managedBrowserToOpenLinksRequired=\(flag)"
    case .webViewHandledScheme(let scheme): "WebViewHandledURLSchemes has \(scheme)"
    case .stayInWebView: "web view keeps the link"
    case .otherScheme(let scheme): "\(scheme): is not an internet scheme"
    case .urlQuery(let answer): answer.logText
    case .webViewBlocksUpload: "setWebViewPolicy=currentIdentityBlockUpload"
    case .managedAppTwin(let registered):
      registered
        ? "managedApps: opened by its -intunemam scheme"
        : "managedApps: its -intunemam scheme is unregistered, -10814"
    }
  }
}

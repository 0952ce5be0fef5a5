/// Everything a data-protection decision reads besides the action: where it happens, who is
/// signed in, the managed policy and the app's web-view settings.
public struct DataContext: Equatable, Sendable {
  /// Where the action happens.
  public var surface: DataSurface
  /// The app's current UI identity.
  public var uiIdentity: UIIdentity
  /// The policy of the managed account on the phone, when one is in force. It governs
  /// organization data wherever that data goes.
  public var policy: AppProtectionPolicy?
  /// `TreatAllWebViewsAsUnmanaged` from the app's settings.
  public var treatAllWebViewsAsUnmanaged: Bool
  /// `WebViewHandledURLSchemes` from the app's settings.
  public var webViewHandledURLSchemes: [String]
  /// Whether the managed browser is installed on the phone.
  public var managedBrowserInstalled: Bool
  /// The app's own integration: the schemes it may ask `canOpenURL` about.
  public var integration = AppIntegration()
  /// Whether the phone's second managed app registers the `-intunemam` twin of its scheme.
  public var managedAppRegistersTwin = true

  /// Creates a context.
  public init(
    surface: DataSurface, uiIdentity: UIIdentity, policy: AppProtectionPolicy?,
    treatAllWebViewsAsUnmanaged: Bool = false, webViewHandledURLSchemes: [String] = [],
    managedBrowserInstalled: Bool = false
  ) {
    self.surface = surface
    self.uiIdentity = uiIdentity
    self.policy = policy
    self.treatAllWebViewsAsUnmanaged = treatAllWebViewsAsUnmanaged
    self.webViewHandledURLSchemes = webViewHandledURLSchemes
    self.managedBrowserInstalled = managedBrowserInstalled
  }

  /// The identity data on `surface` counts as.
  public func identity(of surface: DataSurface) -> DataIdentity {
    let current: DataIdentity = uiIdentity == .managed ? .managed : .unmanaged
    switch surface {
    case .app: return current
    case .webView(.unmanaged): return .unmanaged
    case .webView(.currentIdentity), .webView(.currentIdentityBlockUpload): return current
    case .webView(.unset): return treatAllWebViewsAsUnmanaged ? .unmanaged : current
    case .personalApp: return .unmanaged
    case .otherManagedApp, .queriedApp: return policy == nil ? .unmanaged : .managed
    }
  }

  /// The identity of the surface the action happens on.
  public var identity: DataIdentity { identity(of: surface) }
}

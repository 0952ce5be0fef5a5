/// The SDK's data-protection decisions: a pure function of an action and its context.
///
/// Copies always go ahead (the clipboard remembers whose data it holds); the policy bites where
/// organization data would leave the managed identity, or outside data would enter it.
public enum DataProtection {
  /// Decides `action` in `context`.
  public static func decide(_ action: DataAction, in context: DataContext) -> DataDecision {
    let here = context.identity
    let kind = action.kind
    func decision(_ identity: DataIdentity, _ rule: DataRule, _ outcome: DataOutcome)
      -> DataDecision
    {
      DataDecision(action: kind, identity: identity, rule: rule, outcome: outcome)
    }
    switch action {
    case .copy:
      return decision(here, here == .managed ? .sameApp : .unmanagedData, .allowed)
    case .paste(let content):
      let (rule, outcome) = paste(content, into: context)
      return decision(here, rule, outcome)
    case .openIn(let destination):
      if case .queriedApp(let scheme) = destination {
        let answer = context.integration.canOpenURL(scheme, managed: here == .managed)
        guard answer.answer else {
          return decision(here, .urlQuery(answer), .noAppForScheme(scheme))
        }
      }
      let (rule, outcome) = send(from: here, to: context.identity(of: destination), context)
      if destination == .otherManagedApp, outcome.isAllowed,
        rule == .outboundTransfer(.managedApps), !context.managedAppRegistersTwin
      {
        return decision(here, .managedAppTwin(registered: false), .blocked(.managedAppNotOpened))
      }
      return decision(here, rule, outcome)
    case .receive(let source):
      let (rule, outcome) = receive(from: context.identity(of: source), into: here, context)
      return decision(here, rule, outcome)
    case .saveAs(let location):
      let (rule, outcome) = saveAs(location, from: here, context)
      return decision(here, rule, outcome)
    case .print:
      guard here == .managed, let policy = context.policy else {
        return decision(here, here == .managed ? .noPolicy : .unmanagedData, .allowed)
      }
      return decision(
        here, .printBlocked(policy.printBlocked),
        policy.printBlocked ? .blocked(.printingBlocked) : .allowed)
    case .openLink(let link):
      let (rule, outcome) = open(link, from: here, context)
      return decision(here, rule, outcome)
    case .upload:
      // The app's own policy for the view comes first; otherwise a file of the phone's own
      // comes in as data from outside the app does.
      if case .webView(.currentIdentityBlockUpload) = context.surface {
        return decision(here, .webViewBlocksUpload, .blocked(.uploadBlocked))
      }
      let (rule, outcome) = receive(from: .unmanaged, into: here, context)
      return decision(here, rule, outcome)
    }
  }

  /// A paste of `content` into the context's surface.
  static func paste(_ content: ClipboardContent, into context: DataContext) -> (
    DataRule, DataOutcome
  ) {
    let destination = context.identity
    let sameApp =
      content.source.isAppUnderTest
      ? context.surface.isAppUnderTest : content.source == context.surface
    switch (content.identity, destination) {
    case (.unmanaged, .unmanaged):
      return (.unmanagedData, .allowed)
    case (.managed, .managed) where sameApp:
      return (.sameApp, .allowed)
    case (.unmanaged, .managed):
      guard let policy = context.policy else { return (.noPolicy, .allowed) }
      let level = policy.allowedOutboundClipboardSharingLevel
      switch level {
      case .allApps, .managedAppsWithPasteIn: return (.clipboardLevel(level), .allowed)
      case .managedApps, .blocked: return (.clipboardLevel(level), .blocked(.incomingPasteBlocked))
      }
    case (.managed, _):
      guard let policy = context.policy else { return (.noPolicy, .allowed) }
      let level = policy.allowedOutboundClipboardSharingLevel
      let allowedByLevel: Bool
      switch level {
      case .allApps: allowedByLevel = true
      case .managedAppsWithPasteIn, .managedApps: allowedByLevel = destination == .managed
      case .blocked: allowedByLevel = false
      }
      if allowedByLevel { return (.clipboardLevel(level), .allowed) }
      let limit = policy.allowedOutboundClipboardSharingExceptionLength
      guard limit > 0 else { return (.clipboardLevel(level), .blocked(.clipboardPasteBlocked)) }
      if content.text.count <= limit { return (.exceptionLength(limit), .allowed) }
      return (.exceptionLength(limit), .blocked(.clipboardCharacterLimit(limit)))
    }
  }

  /// Organization data (or not) sent from `source` to an app of identity `destination`.
  static func send(from source: DataIdentity, to destination: DataIdentity, _ context: DataContext)
    -> (DataRule, DataOutcome)
  {
    guard source == .managed else { return (.unmanagedData, .allowed) }
    guard let policy = context.policy else { return (.noPolicy, .allowed) }
    let level = policy.allowedOutboundDataTransferDestinations
    let allowed: Bool
    switch level {
    case .allApps: allowed = true
    case .managedApps: allowed = destination == .managed
    case .none: allowed = false
    }
    return (.outboundTransfer(level), allowed ? .allowed : .blocked(.outgoingDataBlocked))
  }

  /// Data from an app of identity `source` received into `destination`.
  static func receive(
    from source: DataIdentity, into destination: DataIdentity, _ context: DataContext
  ) -> (DataRule, DataOutcome) {
    guard destination == .managed else { return (.unmanagedData, .allowed) }
    guard let policy = context.policy else { return (.noPolicy, .allowed) }
    let level = policy.allowedInboundDataTransferSources
    let allowed: Bool
    switch level {
    case .allApps: allowed = true
    case .managedApps: allowed = source == .managed
    case .none: allowed = false
    }
    return (.inboundTransfer(level), allowed ? .allowed : .blocked(.incomingDataBlocked))
  }

  /// A "Save as" to `location`.
  static func saveAs(_ location: String, from identity: DataIdentity, _ context: DataContext)
    -> (DataRule, DataOutcome)
  {
    guard identity == .managed else { return (.unmanagedData, .allowed) }
    guard let policy = context.policy else { return (.noPolicy, .allowed) }
    guard policy.saveAsBlocked else { return (.saveAsBlocked(false), .allowed) }
    let lowered = location.lowercased()
    let listed = policy.allowedDataStorageLocations.contains { $0.lowercased() == lowered }
    return (.saveAsBlocked(true), listed ? .allowed : .blocked(.saveAsBlocked))
  }

  /// A link followed from the context's surface.
  ///
  /// In a web view, a scheme the app lists in `WebViewHandledURLSchemes` stays there. A link
  /// whose scheme is neither `http` nor `https` is not an internet link, so the managed-browser
  /// rule never takes it: it goes to the app that handles its scheme, and the simulated phone
  /// has none. In a web view, a link the app's `isExternalURL` calls external goes to the
  /// managed browser only when the policy requires one; otherwise the view loads it, as any
  /// other link.
  static func open(_ link: LinkRequest, from identity: DataIdentity, _ context: DataContext)
    -> (DataRule, DataOutcome)
  {
    var inWebView = false
    if case .webView = context.surface { inWebView = true }
    if inWebView, let scheme = link.scheme,
      context.webViewHandledURLSchemes.contains(where: { $0.lowercased() == scheme })
    {
      return (.webViewHandledScheme(scheme), .openInWebView)
    }
    if let scheme = link.scheme, !LinkRequest.internetSchemes.contains(scheme) {
      return (.otherScheme(scheme), .noAppForScheme(scheme))
    }
    if inWebView, !link.isExternal { return (.stayInWebView, .openInWebView) }
    let notRequired: DataOutcome = inWebView ? .openInWebView : .openInDefaultBrowser
    guard identity == .managed, let policy = context.policy else {
      return (identity == .managed ? .noPolicy : .unmanagedData, notRequired)
    }
    guard policy.managedBrowserToOpenLinksRequired else {
      return (.managedBrowserRequired(false), notRequired)
    }
    return (
      .managedBrowserRequired(true),
      context.managedBrowserInstalled
        ? .openInManagedBrowser : .blocked(.managedBrowserRequired(policy.managedBrowser))
    )
  }
}

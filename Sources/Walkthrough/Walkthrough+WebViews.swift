import SessionEngine
import Strings

/// The web-views walkthrough: the guide's A–E example tried step by step, each step ticked from
/// the SDK's data-protection decisions.
extension Walkthrough {
  /// The web views that count as unmanaged and as managed for the managed account, and the first
  /// view with the `isExternalURL` delegate and a link it calls external (with that link).
  struct WebViewRoles {
    var unmanaged: [WebViewDescription]
    var managed: [WebViewDescription]
    var external: (view: WebViewDescription, link: WebLink)?

    init(_ scenario: Scenario) {
      let settings = scenario.app.settings
      func identity(_ view: WebViewDescription) -> DataIdentity {
        DataContext(
          surface: .webView(view.policy), uiIdentity: .managed, policy: AppProtectionPolicy(),
          treatAllWebViewsAsUnmanaged: settings.treatAllWebViewsAsUnmanaged
        ).identity
      }
      let views = scenario.app.webViews
      unmanaged = views.filter { identity($0) == .unmanaged }
      managed = views.filter { identity($0) == .managed }
      external = nil
      for view in managed where view.internalPrefixes != nil {
        let outside = view.links.first {
          LinkRequest(url: $0.url, internalPrefixes: view.internalPrefixes).isExternal
        }
        if let outside {
          external = (view, outside)
          break
        }
      }
    }
  }

  /// Why the scenario cannot carry the web-views walkthrough, in `strings`' words.
  static func webViewProblems(_ scenario: Scenario, strings: StringTable) -> [String] {
    guard !scenario.app.webViews.isEmpty else {
      return [strings.text(.walkthroughPreflightNoWebViews)]
    }
    let roles = WebViewRoles(scenario)
    var problems: [String] = []
    if roles.unmanaged.isEmpty {
      problems.append(strings.text(.walkthroughPreflightNoUnmanagedView))
    }
    if roles.managed.isEmpty { problems.append(strings.text(.walkthroughPreflightNoManagedView)) }
    if roles.external == nil { problems.append(strings.text(.walkthroughPreflightNoExternalLink)) }
    return problems
  }

  /// The steps of the web-views walkthrough.
  func webViewSteps(_ scenario: Scenario, signIn: String) -> [WalkthroughStep] {
    let roles = WebViewRoles(scenario)
    let names = scenario.app.webViews.map(\.name).joined(separator: ", ")
    let flag = strings.text(
      scenario.app.settings.treatAllWebViewsAsUnmanaged ? .walkthroughYes : .walkthroughNo)
    func list(_ views: [WebViewDescription]) -> String {
      views.map(\.name).joined(separator: ", ")
    }
    let external = roles.external
    return [
      WalkthroughStep(
        title: strings.text(.walkthroughStepWebViewsDeclared),
        instruction: strings.text(
          .walkthroughPreparedByScenario, strings.text(.walkthroughWebViewsPrepared, names, flag))
          + " " + strings.text(.walkthroughWebViewsClipboard, clipboardLevel(scenario)),
        prepared: true,
        status: scenario.app.webViews.isEmpty
          ? .failed(reason: strings.text(.walkthroughPreflightNoWebViews))
          : .passed(at: ReportTime.text(startedAt, language: strings.language))),
      WalkthroughStep(
        title: strings.text(.walkthroughStepBecomeManaged),
        instruction: strings.text(.walkthroughBecomeManagedHow, signIn),
        account: targetedAccount),
      WalkthroughStep(
        title: strings.text(.walkthroughStepCopyUnmanaged),
        instruction: strings.text(.walkthroughCopyUnmanagedHow, list(roles.unmanaged))),
      WalkthroughStep(
        title: strings.text(.walkthroughStepCopyManaged),
        instruction: strings.text(.walkthroughCopyManagedHow, list(roles.managed))),
      WalkthroughStep(
        title: strings.text(.walkthroughStepPastePersonal),
        instruction: strings.text(.walkthroughPastePersonalHow, strings.text(.personalAppName))),
      WalkthroughStep(
        title: strings.text(.walkthroughStepExternalLink),
        instruction: strings.text(
          .walkthroughExternalLinkHow, external?.view.name ?? "", external?.link.text ?? "")),
    ]
  }

  /// The clipboard level of the targeted account's policy, as Graph writes it.
  private func clipboardLevel(_ scenario: Scenario) -> String {
    let policy = targeted.flatMap { scenario.policy(for: $0) }
    return (policy?.allowedOutboundClipboardSharingLevel ?? .allApps).rawValue
  }

  /// The step a data-protection decision ticks, if it is the current one: `nil` otherwise.
  static func webViewStep(for entry: DataLogEntry, current: Int) -> Int? {
    let decision = entry.decision
    switch (current, decision.action, entry.surface) {
    case (2, .copy, .webView) where decision.identity == .unmanaged: return 2
    case (3, .copy, .webView) where decision.identity == .managed: return 3
    // Only a refused paste shows the policy at work (an allowed one looks like no policy).
    case (4, .paste, .personalApp): return decision.outcome.isAllowed ? nil : 4
    case (5, .openLink, .webView):
      // The SDK asked the policy about it: the app's delegate called the link external.
      if case .managedBrowserRequired = decision.rule { return 5 }
      return nil
    default: return nil
    }
  }
}

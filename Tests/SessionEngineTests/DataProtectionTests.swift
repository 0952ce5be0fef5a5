import Testing

@testable import SessionEngine

/// The data-protection decisions over their whole small table: identity × policy × action.
@Suite struct DataProtectionTests {
  /// A policy with the given data-protection settings and every other default.
  func policy(
    clipboard: ClipboardSharingLevel = .allApps, exception: Int = 0,
    outbound: DataTransferLevel = .allApps, inbound: DataTransferLevel = .allApps,
    saveAsBlocked: Bool = false, locations: [String] = [], printBlocked: Bool = false,
    browserRequired: Bool = false, browser: ManagedBrowserKind = .notConfigured
  ) -> AppProtectionPolicy {
    var policy = AppProtectionPolicy()
    policy.allowedOutboundClipboardSharingLevel = clipboard
    policy.allowedOutboundClipboardSharingExceptionLength = exception
    policy.allowedOutboundDataTransferDestinations = outbound
    policy.allowedInboundDataTransferSources = inbound
    policy.saveAsBlocked = saveAsBlocked
    policy.allowedDataStorageLocations = locations
    policy.printBlocked = printBlocked
    policy.managedBrowserToOpenLinksRequired = browserRequired
    policy.managedBrowser = browser
    return policy
  }

  /// A managed context on `surface`.
  func managed(
    _ surface: DataSurface, _ policy: AppProtectionPolicy, browserInstalled: Bool = false,
    schemes: [String] = []
  ) -> DataContext {
    DataContext(
      surface: surface, uiIdentity: .managed, policy: policy, treatAllWebViewsAsUnmanaged: true,
      webViewHandledURLSchemes: schemes, managedBrowserInstalled: browserInstalled)
  }

  // MARK: Identity

  /// Expected identity per surface, for (managed, unmanaged, signed out) × TreatAll (NO, YES).
  let identityTable: [(DataSurface, [UIIdentity: (DataIdentity, DataIdentity)])] = [
    (
      .app,
      [
        .managed: (.managed, .managed), .unmanaged: (.unmanaged, .unmanaged),
        .signedOut: (.unmanaged, .unmanaged),
      ]
    ),
    (
      .webView(.unset),
      [
        .managed: (.managed, .unmanaged), .unmanaged: (.unmanaged, .unmanaged),
        .signedOut: (.unmanaged, .unmanaged),
      ]
    ),
    (
      .webView(.unmanaged),
      [
        .managed: (.unmanaged, .unmanaged),
        .unmanaged: (.unmanaged, .unmanaged),
        .signedOut: (.unmanaged, .unmanaged),
      ]
    ),
    (
      .webView(.currentIdentity),
      [
        .managed: (.managed, .managed),
        .unmanaged: (.unmanaged, .unmanaged),
        .signedOut: (.unmanaged, .unmanaged),
      ]
    ),
    (
      .webView(.currentIdentityBlockUpload),
      [
        .managed: (.managed, .managed),
        .unmanaged: (.unmanaged, .unmanaged),
        .signedOut: (.unmanaged, .unmanaged),
      ]
    ),
    (
      .personalApp,
      [
        .managed: (.unmanaged, .unmanaged), .unmanaged: (.unmanaged, .unmanaged),
        .signedOut: (.unmanaged, .unmanaged),
      ]
    ),
    (
      .otherManagedApp,
      [
        .managed: (.managed, .managed), .unmanaged: (.unmanaged, .unmanaged),
        .signedOut: (.unmanaged, .unmanaged),
      ]
    ),
    (
      .queriedApp("ms-word"),
      [
        .managed: (.managed, .managed), .unmanaged: (.unmanaged, .unmanaged),
        .signedOut: (.unmanaged, .unmanaged),
      ]
    ),
  ]

  @Test func everySurfaceCountsAsTheTableSays() {
    #expect(identityTable.count == DataSurface.allCases.count)
    for (surface, rows) in identityTable {
      for ui in UIIdentity.allCases {
        for treatAll in [false, true] {
          let context = DataContext(
            surface: surface, uiIdentity: ui, policy: ui == .managed ? policy() : nil,
            treatAllWebViewsAsUnmanaged: treatAll)
          let expected = treatAll ? rows[ui]?.1 : rows[ui]?.0
          #expect(context.identity == expected, "\(surface) \(ui) treatAll=\(treatAll)")
          // A copy always goes ahead and counts as that identity.
          let copy = DataProtection.decide(.copy("q3"), in: context)
          #expect(copy.identity == expected)
          #expect(copy.outcome == .allowed)
          #expect(copy.action == .copy)
        }
      }
    }
  }

  @Test func theOtherManagedAppIsManagedOnlyWhileAPolicyIsInForce() {
    let without = DataContext(surface: .otherManagedApp, uiIdentity: .signedOut, policy: nil)
    #expect(without.identity == .unmanaged)
    let with = DataContext(surface: .otherManagedApp, uiIdentity: .signedOut, policy: policy())
    #expect(with.identity == .managed)
  }

  // MARK: Clipboard

  /// Routes a paste takes: where the content was copied (and as whom) and where it goes.
  enum Route: CaseIterable {
    case withinApp, appToManagedView, appToUnmanagedView, appToPersonal, appToOtherManaged
    case otherManagedToApp, personalToApp, personalToUnmanagedView, personalToPersonal

    var content: (DataSurface, DataIdentity) {
      switch self {
      case .withinApp, .appToManagedView, .appToUnmanagedView, .appToPersonal, .appToOtherManaged:
        (.app, .managed)
      case .otherManagedToApp: (.otherManagedApp, .managed)
      case .personalToApp, .personalToUnmanagedView, .personalToPersonal: (.personalApp, .unmanaged)
      }
    }

    var destination: DataSurface {
      switch self {
      case .withinApp, .otherManagedToApp, .personalToApp: .app
      case .appToManagedView: .webView(.currentIdentity)
      case .appToUnmanagedView, .personalToUnmanagedView: .webView(.unset)
      case .appToPersonal, .personalToPersonal: .personalApp
      case .appToOtherManaged: .otherManagedApp
      }
    }
  }

  /// What a paste of short and long text gets, per level, with no exception length: "a" allowed,
  /// "b" org data blocked, "i" outside data blocked.
  let pasteTable: [Route: [ClipboardSharingLevel: Character]] = [
    .withinApp: [.allApps: "a", .managedAppsWithPasteIn: "a", .managedApps: "a", .blocked: "a"],
    .appToManagedView: [
      .allApps: "a", .managedAppsWithPasteIn: "a", .managedApps: "a", .blocked: "a",
    ],
    .appToUnmanagedView: [
      .allApps: "a", .managedAppsWithPasteIn: "b", .managedApps: "b", .blocked: "b",
    ],
    .appToPersonal: [
      .allApps: "a", .managedAppsWithPasteIn: "b", .managedApps: "b", .blocked: "b",
    ],
    .appToOtherManaged: [
      .allApps: "a", .managedAppsWithPasteIn: "a", .managedApps: "a", .blocked: "b",
    ],
    .otherManagedToApp: [
      .allApps: "a", .managedAppsWithPasteIn: "a", .managedApps: "a", .blocked: "b",
    ],
    .personalToApp: [
      .allApps: "a", .managedAppsWithPasteIn: "a", .managedApps: "i", .blocked: "i",
    ],
    .personalToUnmanagedView: [
      .allApps: "a", .managedAppsWithPasteIn: "a", .managedApps: "a", .blocked: "a",
    ],
    .personalToPersonal: [
      .allApps: "a", .managedAppsWithPasteIn: "a", .managedApps: "a", .blocked: "a",
    ],
  ]

  @Test func everyPasteRouteAtEveryLevelAndExceptionLength() {
    #expect(pasteTable.count == Route.allCases.count)
    for route in Route.allCases {
      for level in ClipboardSharingLevel.allCases {
        guard let expected = pasteTable[route]?[level] else {
          Issue.record("no row for \(route) \(level)")
          continue
        }
        for exception in [0, 5] {
          for text in ["12345", "123456"] {
            let (source, identity) = route.content
            let content = ClipboardContent(text: text, identity: identity, source: source)
            let context = managed(route.destination, policy(clipboard: level, exception: exception))
            let decision = DataProtection.decide(.paste(content), in: context)
            let label = "\(route) \(level) exception=\(exception) \(text)"
            #expect(decision.action == .paste, "\(label)")
            #expect(decision.identity == context.identity, "\(label)")
            switch expected {
            case "a":
              #expect(decision.outcome == .allowed, "\(label)")
            case "i":
              #expect(decision.outcome == .blocked(.incomingPasteBlocked), "\(label)")
              #expect(decision.rule == .clipboardLevel(level), "\(label)")
            default:
              // Organization data leaving: the exception length lets short text through.
              if exception == 0 {
                #expect(decision.outcome == .blocked(.clipboardPasteBlocked), "\(label)")
                #expect(decision.rule == .clipboardLevel(level), "\(label)")
              } else if text.count <= exception {
                #expect(decision.outcome == .allowed, "\(label)")
                #expect(decision.rule == .exceptionLength(5), "\(label)")
              } else {
                #expect(decision.outcome == .blocked(.clipboardCharacterLimit(5)), "\(label)")
                #expect(decision.rule == .exceptionLength(5), "\(label)")
              }
            }
          }
        }
      }
    }
  }

  @Test func pasteRulesNameWhatDecided() {
    let org = ClipboardContent(text: "q3", identity: .managed, source: .app)
    let personal = ClipboardContent(text: "hi", identity: .unmanaged, source: .personalApp)
    let strict = policy(clipboard: .blocked)
    #expect(DataProtection.decide(.paste(org), in: managed(.app, strict)).rule == .sameApp)
    #expect(
      DataProtection.decide(.paste(personal), in: managed(.personalApp, strict)).rule
        == .unmanagedData)
    #expect(
      DataProtection.decide(.paste(org), in: managed(.otherManagedApp, policy())).rule
        == .clipboardLevel(.allApps))
  }

  @Test func organizationDataWithoutAPolicyInForceGoesAnywhere() {
    let org = ClipboardContent(text: "q3", identity: .managed, source: .app)
    let context = DataContext(surface: .personalApp, uiIdentity: .signedOut, policy: nil)
    let decision = DataProtection.decide(.paste(org), in: context)
    #expect(
      decision
        == DataDecision(
          action: .paste, identity: .unmanaged, rule: .noPolicy,
          outcome: .allowed))
  }

  // MARK: Open in, receive

  @Test func openInFollowsTheOutboundDestinations() {
    let expected: [DataTransferLevel: (toPersonal: DataOutcome, toManaged: DataOutcome)] = [
      .allApps: (.allowed, .allowed),
      .managedApps: (.blocked(.outgoingDataBlocked), .allowed),
      .none: (.blocked(.outgoingDataBlocked), .blocked(.outgoingDataBlocked)),
    ]
    for level in DataTransferLevel.allCases {
      let rules = policy(outbound: level)
      for surface in DataSurface.allCases {
        let context = managed(surface, rules)
        for destination in [DataSurface.personalApp, .otherManagedApp] {
          let decision = DataProtection.decide(.openIn(destination: destination), in: context)
          #expect(decision.action == .openIn)
          if context.identity == .unmanaged {
            #expect(decision.rule == .unmanagedData)
            #expect(decision.outcome == .allowed)
          } else {
            #expect(decision.rule == .outboundTransfer(level))
            let want = destination == .personalApp ? expected[level]?.0 : expected[level]?.1
            #expect(decision.outcome == want, "\(surface) → \(destination) at \(level)")
          }
        }
      }
    }
  }

  @Test func receivingFollowsTheInboundSources() {
    let expected: [DataTransferLevel: (fromPersonal: DataOutcome, fromManaged: DataOutcome)] = [
      .allApps: (.allowed, .allowed),
      .managedApps: (.blocked(.incomingDataBlocked), .allowed),
      .none: (.blocked(.incomingDataBlocked), .blocked(.incomingDataBlocked)),
    ]
    for level in DataTransferLevel.allCases {
      let rules = policy(inbound: level)
      for surface in DataSurface.allCases {
        let context = managed(surface, rules)
        for source in [DataSurface.personalApp, .otherManagedApp] {
          let decision = DataProtection.decide(.receive(source: source), in: context)
          #expect(decision.action == .receive)
          if context.identity == .unmanaged {
            #expect(decision.outcome == .allowed)
            #expect(decision.rule == .unmanagedData)
          } else {
            #expect(decision.rule == .inboundTransfer(level))
            let want = source == .personalApp ? expected[level]?.0 : expected[level]?.1
            #expect(decision.outcome == want, "\(source) → \(surface) at \(level)")
          }
        }
      }
    }
  }

  // MARK: Save as, print

  @Test func saveAsGoesOnlyToListedLocationsWhenBlocked() {
    let open = managed(.app, policy())
    #expect(DataProtection.decide(.saveAs(location: "box"), in: open).outcome == .allowed)
    #expect(DataProtection.decide(.saveAs(location: "box"), in: open).rule == .saveAsBlocked(false))
    let strict = managed(.app, policy(saveAsBlocked: true, locations: ["oneDriveForBusiness"]))
    #expect(
      DataProtection.decide(.saveAs(location: "OneDriveForBusiness"), in: strict).outcome
        == .allowed)
    #expect(
      DataProtection.decide(.saveAs(location: "localStorage"), in: strict)
        == DataDecision(
          action: .saveAs, identity: .managed, rule: .saveAsBlocked(true),
          outcome: .blocked(.saveAsBlocked)))
    let personal = managed(.webView(.unmanaged), policy(saveAsBlocked: true))
    #expect(
      DataProtection.decide(.saveAs(location: "localStorage"), in: personal)
        == DataDecision(
          action: .saveAs, identity: .unmanaged, rule: .unmanagedData, outcome: .allowed))
  }

  @Test func printIsBlockedOnlyForOrganizationData() {
    for blocked in [false, true] {
      for surface in DataSurface.allCases {
        let context = managed(surface, policy(printBlocked: blocked))
        let decision = DataProtection.decide(.print, in: context)
        if context.identity == .managed {
          #expect(decision.rule == .printBlocked(blocked))
          #expect(decision.outcome == (blocked ? .blocked(.printingBlocked) : .allowed))
        } else {
          #expect(decision.rule == .unmanagedData)
          #expect(decision.outcome == .allowed)
        }
      }
    }
  }

  // MARK: Links

  @Test func linksFromOrganizationContentFollowTheManagedBrowserRule() {
    let link = DataAction.openLink(LinkRequest(url: "https://example.com/news"))
    for required in [false, true] {
      for installed in [false, true] {
        let rules = policy(browserRequired: required, browser: .microsoftEdge)
        let decision = DataProtection.decide(
          link, in: managed(.app, rules, browserInstalled: installed))
        #expect(decision.rule == .managedBrowserRequired(required))
        switch (required, installed) {
        case (false, _): #expect(decision.outcome == .openInDefaultBrowser)
        case (true, true): #expect(decision.outcome == .openInManagedBrowser)
        case (true, false):
          #expect(decision.outcome == .blocked(.managedBrowserRequired(.microsoftEdge)))
        }
      }
    }
    let personal = DataProtection.decide(
      link, in: managed(.personalApp, policy(browserRequired: true)))
    #expect(personal.outcome == .openInDefaultBrowser)
    #expect(personal.rule == .unmanagedData)
  }

  @Test func webViewsKeepTheirLinksUnlessTheDelegateCallsThemExternal() {
    let rules = policy(browserRequired: true)
    let view = managed(
      .webView(.currentIdentity), rules, browserInstalled: true, schemes: ["Notes"])
    let prefixes = ["https://contoso.sharepoint.com/"]
    let noDelegate = LinkRequest(url: "https://example.com/")
    let inside = LinkRequest(url: "https://contoso.sharepoint.com/doc", internalPrefixes: prefixes)
    let external = LinkRequest(url: "https://example.com/", internalPrefixes: prefixes)
    let handled = LinkRequest(url: "notes://open/1", internalPrefixes: prefixes)
    #expect(DataProtection.decide(.openLink(noDelegate), in: view).outcome == .openInWebView)
    #expect(DataProtection.decide(.openLink(noDelegate), in: view).rule == .stayInWebView)
    #expect(DataProtection.decide(.openLink(inside), in: view).outcome == .openInWebView)
    #expect(DataProtection.decide(.openLink(external), in: view).outcome == .openInManagedBrowser)
    #expect(
      DataProtection.decide(.openLink(handled), in: view)
        == DataDecision(
          action: .openLink, identity: .managed, rule: .webViewHandledScheme("notes"),
          outcome: .openInWebView))
    let unmanagedView = managed(.webView(.unmanaged), rules, browserInstalled: false)
    #expect(
      DataProtection.decide(.openLink(external), in: unmanagedView)
        == DataDecision(
          action: .openLink, identity: .unmanaged, rule: .unmanagedData, outcome: .openInWebView))
  }

  /// The web-view guide: when the delegate calls a URL external, the SDK sends it to the managed
  /// browser only if the policy asks for one; if not, the SDK leaves it alone and the web view
  /// loads the page itself. It never goes to the phone's default browser.
  @Test func anExternalLinkStaysInTheViewUnlessTheManagedBrowserIsRequired() {
    let prefixes = ["https://contoso.sharepoint.com/"]
    let external = DataAction.openLink(
      LinkRequest(url: "https://www.fabrikam.com/", internalPrefixes: prefixes))
    for installed in [false, true] {
      let view = managed(
        .webView(.currentIdentity), policy(browserRequired: false, browser: .microsoftEdge),
        browserInstalled: installed)
      #expect(
        DataProtection.decide(external, in: view)
          == DataDecision(
            action: .openLink, identity: .managed, rule: .managedBrowserRequired(false),
            outcome: .openInWebView))
    }
    let noPolicy = DataContext(
      surface: .webView(.currentIdentity), uiIdentity: .managed, policy: nil)
    #expect(DataProtection.decide(external, in: noPolicy).outcome == .openInWebView)
    #expect(DataProtection.decide(external, in: noPolicy).rule == .noPolicy)
  }

  /// The managed-browser setting is about internet links (Edge takes only its own
  /// `microsoft-edge-http(s)-intunemam` schemes): a web view keeps a scheme the app lists in
  /// `WebViewHandledURLSchemes`, and any other scheme that is not http or https is for the app
  /// that handles it (none on the simulated phone), never for a browser.
  @Test func customSchemesNeverGoToTheManagedBrowser() {
    let rules = policy(browserRequired: true, browser: .microsoftEdge)
    let prefixes = ["https://contoso.sharepoint.com/"]
    let outline = LinkRequest(url: "tailspin-doc://outline/plan", internalPrefixes: prefixes)
    for surface in [DataSurface.webView(.currentIdentity), .webView(.unmanaged), .app] {
      for installed in [false, true] {
        let decision = DataProtection.decide(
          .openLink(outline), in: managed(surface, rules, browserInstalled: installed))
        #expect(decision.rule == .otherScheme("tailspin-doc"))
        #expect(decision.outcome == .noAppForScheme("tailspin-doc"))
      }
    }
    let handled = managed(
      .webView(.currentIdentity), rules, browserInstalled: true, schemes: ["Tailspin-Doc"])
    #expect(
      DataProtection.decide(.openLink(outline), in: handled)
        == DataDecision(
          action: .openLink, identity: .managed, rule: .webViewHandledScheme("tailspin-doc"),
          outcome: .openInWebView))
    // Outside a web view the app's handled schemes do not apply.
    let fromApp = managed(.app, rules, browserInstalled: true, schemes: ["tailspin-doc"])
    #expect(
      DataProtection.decide(.openLink(outline), in: fromApp).outcome
        == .noAppForScheme("tailspin-doc"))
    #expect(
      DataProtection.decide(.openLink(LinkRequest(url: "HTTP://a.example/")), in: fromApp)
        .outcome == .openInManagedBrowser)
  }

  @Test func linkSchemesAndExternalAnswers() {
    #expect(LinkRequest(url: "HTTPS://x").scheme == "https")
    #expect(LinkRequest(url: "no scheme here").scheme == nil)
    #expect(LinkRequest(url: ":nothing").scheme == nil)
    #expect(LinkRequest(url: "https://a").isExternal == false)
    #expect(LinkRequest(url: "https://a", internalPrefixes: []).isExternal)
    #expect(LinkRequest(url: "https://a/b", internalPrefixes: ["https://a/"]).isExternal == false)
  }
}

/// `setWebViewPolicy` 3, `CurrentIdentityBlockUpload`: the view counts as the current identity,
/// and takes no file upload; elsewhere an upload is data coming in from outside the app.
@Suite struct WebViewUploadTests {
  func decide(_ policy: WebViewPolicy, inbound: DataTransferLevel = .allApps) -> DataDecision {
    var managed = AppProtectionPolicy()
    managed.allowedInboundDataTransferSources = inbound
    return DataProtection.decide(
      .upload, in: DataContext(surface: .webView(policy), uiIdentity: .managed, policy: managed))
  }

  @Test func aBlockUploadViewRefusesEveryUpload() {
    let decision = decide(.currentIdentityBlockUpload)
    #expect(decision.outcome == .blocked(.uploadBlocked))
    #expect(decision.rule == .webViewBlocksUpload)
    #expect(decision.identity == .managed, "it counts as the current identity")
    #expect(decision.action == .upload)
  }

  @Test func otherViewsFollowTheInboundTransferSetting() {
    #expect(decide(.currentIdentity).outcome == .allowed)
    let refused = decide(.currentIdentity, inbound: .managedApps)
    #expect(refused.outcome == .blocked(.incomingDataBlocked))
    #expect(refused.rule == .inboundTransfer(.managedApps))
    // An unmanaged view's page is not the organization's: anything may come in.
    #expect(decide(.unmanaged, inbound: .none).outcome == .allowed)
  }
}

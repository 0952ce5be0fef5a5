extension EmbeddedScenario {
  /// The built-in scenario as Swift values: what `ScenarioLoader.load(text: json, …)` gives,
  /// written out so that a start does not parse and check the JSON text each time.
  ///
  /// Why: reading `json` cost about 3.3 M instructions before the first frame (the JSON reader,
  /// the policy's field table, the settings' keys), a third of a start. The JSON stays the source
  /// users see (`mamsim scenario print`); `EmbeddedScenarioValueTests` checks that this value
  /// equals what loading `json` gives, member by member, so the two cannot drift apart.
  public static let value: Scenario = {
    Scenario(
      name: "Contoso first-policy test",
      summary:
        "Contoso Notes and a policy with default access requirements, targeted at the Notes pilot group.",
      tenant: tenant, policies: [firstPolicy], app: app,
      device: DeviceState(
        model: "iPhone15,3", osVersion: "17.5", jailbroken: false, online: true, mdmUser: nil,
        threatLevel: .secured),
      timing: ServiceTiming(signIn: .milliseconds(600), mamService: .milliseconds(800)))
  }()

  /// The tenant: the Notes pilot group and four users.
  private static var tenant: Tenant {
    let pilot = "4a7d2c1e-0b3f-4e5a-8c9d-1f2e3d4c5b6a"
    return Tenant(
      name: "Contoso", tenantId: "8f0e7c3a-5b2d-4e61-9a7f-3c1d2b4a6e80",
      users: [
        TenantUser(
          upn: "alex@contoso.com", objectId: "0c9a1f7e-2d4b-4a63-b8e5-7f1d3c2a9b04",
          displayName: "Alex Wilber", password: "Pilot-Alex", licensed: true, enabled: true,
          groups: [pilot]),
        TenantUser(
          upn: "blake@contoso.com", objectId: "5e2b8d41-9c7a-4f13-a6d0-2b8e4c1f7a35",
          displayName: "Blake Martin", password: "Blake-1357", licensed: true, enabled: true,
          groups: []),
        TenantUser(
          upn: "casey@contoso.com", objectId: "a31f6c09-7e5d-4b28-91c4-6d0a8e2f3b17",
          displayName: "Casey Jordan", password: "Casey-4680", licensed: false, enabled: true,
          groups: [pilot]),
        TenantUser(
          upn: "drew@contoso.com", objectId: "d6c40b2e-8f19-4a75-b3e7-0e9f5a1c2d68",
          displayName: "Drew Patel", password: "Drew-9753", licensed: true, enabled: false,
          groups: [pilot]),
      ],
      groups: [TenantGroup(id: pilot, displayName: "Notes pilot")])
  }

  /// The one policy: access requirements at their defaults, targeted at Contoso Notes and
  /// assigned to the pilot group.
  private static var firstPolicy: AppProtectionPolicy {
    var policy = AppProtectionPolicy()
    policy.id = "T_1b6f3e2a-7c4d-4e8f-9a0b-5d2c1e3f4a6b"
    policy.displayName = "Contoso Notes - first policy"
    policy.version = "1"
    policy.pinRequired = true
    policy.pinCharacterSet = .numeric
    policy.simplePinBlocked = false
    policy.minimumPinLength = 4
    policy.maximumPinRetries = 5
    policy.periodOnlineBeforeAccessCheck = .seconds(30 * 60)
    policy.periodOfflineBeforeAccessCheck = .seconds(720 * 60)
    policy.periodOfflineBeforeWipeIsEnforced = .seconds(90 * 86_400)
    policy.fingerprintBlocked = false
    policy.faceIdBlocked = false
    policy.organizationalCredentialsRequired = false
    policy.targetedBundleIds = ["com.contoso.notes"]
    policy.assignedGroupIds = ["4a7d2c1e-0b3f-4e5a-8c9d-1f2e3d4c5b6a"]
    return policy
  }

  /// The app: Contoso Notes with its settings, notes and the five web views A to E.
  private static var app: AppDescription {
    var settings = MAMSettings()
    settings.adalClientId = "6f1c2a4e-93b1-4d2f-8a55-0c7e4b1d9f30"
    settings.adalRedirectUri = "msauth.com.contoso.notes://auth"
    settings.splashDuration = .milliseconds(1500)
    settings.treatAllWebViewsAsUnmanaged = true
    return AppDescription(
      name: "Contoso Notes", bundleId: "com.contoso.notes", version: "2.4.0", sdkVersion: "19.7.0",
      settings: settings, signInStyle: .app, restartsItself: false, wipesDataItself: true,
      unenrollsOnSignOut: true, registersOnEveryLaunch: false,
      notes: [
        Note(
          id: "note-1", title: "Q3 pipeline review",
          body: "Fabrikam renewal at risk; follow up with legal.", owner: "alex@contoso.com"),
        Note(
          id: "note-2", title: "Customer call - Northwind",
          body: "They want SSO by March. Pricing deck v2.", owner: "alex@contoso.com"),
        Note(
          id: "note-3", title: "Team offsite plan", body: "Venue shortlist: Lisbon, Porto.",
          owner: "blake@contoso.com"),
        Note(id: "note-4", title: "Groceries", body: "Oat milk, coffee beans, basil."),
        Note(id: "note-5", title: "Running plan", body: "Tue 5k easy, Thu intervals, Sun 12k."),
      ],
      webViews: webViews)
  }

  /// The guide's five web views: three unmanaged (A to C), two of the current identity (D, E).
  private static var webViews: [WebViewDescription] {
    [
      WebViewDescription(
        name: "A", title: "Help", text: "Swipe left on a note to delete it.",
        links: [WebLink(text: "Help centre", url: "https://www.contoso.com/notes/help")],
        policy: .unset),
      WebViewDescription(
        name: "B", title: "What's new", text: "Version 2.4: faster search and a dark theme.",
        policy: .unset),
      WebViewDescription(
        name: "C", title: "Weather", text: "Seattle: light rain, 11 degrees.",
        links: [WebLink(text: "Ten-day forecast", url: "https://weather.example.com/seattle")],
        policy: .unset),
      WebViewDescription(
        name: "D", title: "Contoso intranet",
        text: "Sales kickoff moves to 12 March. Code: SK-2025.",
        links: [WebLink(text: "Kickoff agenda", url: "https://intranet.contoso.com/kickoff")],
        policy: .currentIdentity),
      WebViewDescription(
        name: "E", title: "My documents", text: "Q3 forecast: 4.2M. Fabrikam renewal pending.",
        links: [
          WebLink(text: "Q3 forecast.xlsx", url: "https://contoso.sharepoint.com/sales/q3.xlsx"),
          WebLink(text: "Fabrikam website", url: "https://www.fabrikam.com/"),
        ],
        policy: .currentIdentity, internalPrefixes: ["https://contoso.sharepoint.com/"]),
    ]
  }
}

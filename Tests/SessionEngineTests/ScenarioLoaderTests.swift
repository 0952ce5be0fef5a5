import Testing

@testable import SessionEngine

/// Reading scenario files: the embedded default, defaults for missing members, and a diagnostic
/// with key path and line for every problem.
@Suite struct ScenarioLoaderTests {
  @Test func embeddedScenarioIsCleanAndIsTheFirstPolicyTest() {
    let result = ScenarioLoader.load(text: EmbeddedScenario.json, file: "embedded.json")
    #expect(result.diagnostics.filter { $0.severity != .note } == [])
    guard let scenario = result.scenario else {
      Issue.record("the embedded scenario does not load")
      return
    }
    #expect(scenario.app.name == "Contoso Notes")
    #expect(scenario.policies.count == 1)
    #expect(scenario.policies[0].pinRequired)
    #expect(scenario.policies[0].minimumPinLength == 4)
    // One targeted user, one licensed but not targeted, one unlicensed, one disabled.
    let statuses = scenario.tenant.users.map { user in
      (user.enabled, user.licensed, scenario.policy(for: user) != nil)
    }
    #expect(statuses.map(\.0) == [true, true, true, false])
    #expect(statuses.map(\.1) == [true, true, false, true])
    #expect(statuses.map(\.2) == [true, false, true, true])
    #expect(scenario.app.notes.filter(\.isCorporate).count == 3)
    #expect(scenario.app.notes.filter { !$0.isCorporate }.count == 2)
    #expect(scenario.device == DeviceState(model: "iPhone15,3", osVersion: "17.5"))
  }

  @Test func minimalScenarioTakesDefaults() {
    let text = """
      {
        "tenant": { "users": [ { "upn": "a@b.com", "password": "p" } ] },
        "app": { "bundleId": "com.example.app" }
      }
      """
    let result = ScenarioLoader.load(text: text, file: "min.json")
    guard let scenario = result.scenario else {
      Issue.record("a minimal scenario should load: \(result.diagnostics)")
      return
    }
    #expect(scenario.tenant.users[0].licensed)
    #expect(scenario.tenant.users[0].enabled)
    #expect(scenario.tenant.users[0].objectId == "oid-a@b.com")
    #expect(scenario.app.signInStyle == .app)
    #expect(scenario.timing == ServiceTiming())
    #expect(
      result.diagnostics.map(\.message).contains {
        $0.contains("no policy targets com.example.app")
      })
  }

  /// A required string that is empty or only white space is an error at its line, as if it
  /// were missing (a blank bundle id targets nothing; a blank UPN or password signs no one in);
  /// the password's value is not repeated.
  @Test(arguments: ["../../etc", "com.contoso notes", "com.contoso/notes", "com.cöntoso.notes"])
  func aBundleIdIOSWouldRefuseIsAnErrorAtItsLine(bundleId: String) {
    let text = """
      {
        "tenant": { "users": [ { "upn": "a@b.com", "password": "p" } ] },
        "app": {
          "bundleId": "\(bundleId)"
        }
      }
      """
    let found = ScenarioLoader.load(text: text, file: "s.json").diagnostics
      .filter { $0.severity == .error }.map(\.description)
    #expect(
      found == [
        "s.json:4: app.bundleId: error: \"\(bundleId)\" is not a bundle identifier: iOS takes "
          + "only letters, digits, hyphens and dots, as in com.contoso.notes"
      ], "\(found)")
    #expect(ScenarioLoader.isBundleIdentifier("com.contoso-2.Notes"))
  }

  @Test func blankRequiredStringsAreErrorsAtTheirLines() {
    let text = """
      {
        "tenant": {
          "groups": [ { "id": " " } ],
          "users": [ { "upn": "  ", "password": "" }, { "upn": "b@c.com", "password": " \\t " } ]
        },
        "app": {
          "bundleId": " ",
          "notes": [ { "title": "" }, { "title": "   " } ]
        }
      }
      """
    let result = ScenarioLoader.load(text: text, file: "blank.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "blank.json:3: tenant.groups[0].id: error: must not be only white space",
        "blank.json:4: tenant.users[0].upn: error: must not be only white space",
        "blank.json:4: tenant.users[0].password: error: must not be empty",
        "blank.json:4: tenant.users[1].password: error: must not be only white space",
        "blank.json:7: app.bundleId: error: must not be only white space",
        "blank.json:8: app.notes[0].title: error: must not be empty",
        "blank.json:8: app.notes[1].title: error: must not be only white space",
      ])
  }

  /// A policy exported for another platform (an Android one, say) is still applied, but with a
  /// warning at its `@odata.type` line saying which platform it is for; an iOS one, however its
  /// type is spelled, gets none.
  @Test func aPolicyForAnotherPlatformIsAWarningAtItsTypeLine() {
    func scenario(_ type: String) -> String {
      """
      {
        "tenant": { "groups": [ { "id": "g" } ] },
        "policies": [
          {
            "@odata.type": "\(type)",
            "pinRequired": true,
            "apps": [ { "mobileAppIdentifier": { "bundleId": "com.x" } } ],
            "assignments": [ { "target": { "groupId": "g" } } ]
          }
        ],
        "app": { "bundleId": "com.x" }
      }
      """
    }
    let android = ScenarioLoader.load(
      text: scenario("#microsoft.graph.androidManagedAppProtection"), file: "a.json")
    #expect(android.scenario?.policies.first?.pinRequired == true)
    #expect(
      android.diagnostics.map(\.description) == [
        "a.json:5: policies[0].@odata.type: warning: #microsoft.graph.androidManagedAppProtection "
          + "is a policy for Android, not iOS; mamsim applies it to the iOS app as if it were an "
          + "iOS policy, which Intune would not do"
      ])
    let windows = ScenarioLoader.load(
      text: scenario("#microsoft.graph.windowsManagedAppProtection"), file: "w.json")
    #expect(windows.diagnostics.map(\.message).first?.contains("for Windows, not iOS") == true)
    for type in [
      "#microsoft.graph.iosManagedAppProtection", "microsoft.graph.IOSManagedAppProtection",
    ] {
      #expect(ScenarioLoader.load(text: scenario(type), file: "i.json").diagnostics.isEmpty)
    }
  }

  @Test func syntaxErrorsNameLineAndColumn() {
    let text = "{\n  \"name\": \"x\",\n  \"tenant\": {\n    \"users\": [ 1, ]\n  }\n}\n"
    let result = ScenarioLoader.load(text: text, file: "bad.json")
    #expect(result.scenario == nil)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.line == 4)
    #expect(
      result.diagnostics.first?.description.hasPrefix("bad.json:4: error: not valid JSON (column")
        == true)
  }

  @Test func everyProblemIsReportedWithItsKeyPathAndLine() {
    let text = """
      {
        "tenant": {
          "users": [
            { "upn": "a@b.com", "password": "p", "licenced": true },
            { "upn": "a@b.com", "password": 5 }
          ]
        },
        "app": { "bundleId": "com.x", "signInStyle": "magic", "notes": [ { "title": "t", "owner": "z@b.com" } ] },
        "device": { "online": "yes" },
        "timing": { "signIn": "soon" }
      }
      """
    let result = ScenarioLoader.load(text: text, file: "s.json")
    let found = result.diagnostics.map(\.description)
    #expect(result.scenario == nil)
    #expect(
      found.contains(
        "s.json:4: tenant.users[0].licenced: error: unknown key; did you mean \"licensed\"?"
      ))
    #expect(
      found.contains("s.json:5: tenant.users[1].password: error: expected a string, found a number")
    )
    #expect(
      found.contains("s.json:8: app.signInStyle: error: must be \"app\" or \"sdk\", not \"magic\""))
    #expect(
      found.contains("s.json:9: device.online: error: expected true or false, found a string"))
    #expect(
      found.contains(
        "s.json:10: timing.signIn: error: \"soon\" is not a usable ISO 8601 duration: a duration "
          + "starts with P (for example PT30M or P90D)"
      ))
    #expect(
      found.contains("s.json:8: app.notes[0].owner: warning: z@b.com is not a user of the tenant"))
  }

  /// A phone's iOS version is a dotted version; anything else is an error at its line, and a
  /// very long value is shown by its start (a long number is one too large for a version).
  @Test func theDevicesVersionMustBeAVersion() {
    for (version, shown, reason) in [
      ("banana", "banana", "must be a dotted version such as 17.5"),
      (String(repeating: "9", count: 5_000), "9…", "has a number too large for a version part"),
    ] {
      let text = """
        {
          "tenant": { "users": [] },
          "app": { "bundleId": "com.contoso.notes" },
          "device": {
            "osVersion": "\(version)"
          }
        }
        """
      let result = ScenarioLoader.load(text: text, file: "v.json")
      let problem = result.diagnostics.first { $0.keyPath == "device.osVersion" }
      #expect(problem?.severity == .error)
      #expect(problem?.line == 5)
      #expect(problem?.message.contains(reason) == true, "\(problem?.message ?? "")")
      #expect(problem?.message.contains(shown + "\"") == true, "\(problem?.message ?? "")")
      #expect((problem?.message.count ?? .max) < 100)
    }
  }

  /// The app's and the SDK's versions meet the policy's minimums: they must be versions too.
  @Test(arguments: [("version", "one"), ("sdkVersion", "19.x"), ("version", "17,5")])
  func theAppsVersionsMustBeVersions(key: String, value: String) {
    let text = """
      {
        "tenant": { "users": [] },
        "app": {
          "bundleId": "com.contoso.notes",
          "\(key)": "\(value)"
        }
      }
      """
    let result = ScenarioLoader.load(text: text, file: "v.json")
    #expect(
      result.diagnostics.map(\.description).contains(
        "v.json:5: app.\(key): error: must be a dotted version such as 17.5, not \"\(value)\""),
      "\(result.diagnostics)")
  }

  @Test func nullOrMissingRequiredMembersAreErrors() {
    let result = ScenarioLoader.load(text: #"{ "tenant": null }"#, file: "n.json")
    #expect(result.scenario == nil)
    let messages = result.diagnostics.map(\.description)
    #expect(messages.contains("n.json:1: tenant: error: is required"))
    #expect(messages.contains("n.json:1: app: error: is required"))
  }

  @Test func duplicateUsersAreRefused() {
    let text = """
      { "tenant": { "users": [ { "upn": "a@b.com", "password": "p" }, { "upn": "A@b.com", "password": "q" } ] },
        "app": { "bundleId": "x" } }
      """
    let result = ScenarioLoader.load(text: text, file: "d.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.contains { $0.keyPath == "tenant.users[1].upn" && $0.severity == .error })
  }

  @Test func settingsInsideAScenarioAreValidatedLikeAPlist() {
    let text = """
      { "tenant": { "users": [] }, "app": { "bundleId": "x", "settings": { "AccentColor": "blue" } } }
      """
    let result = ScenarioLoader.load(text: text, file: "v.json")
    #expect(result.scenario == nil, "a scenario whose app lacks ADALClientId cannot run")
    #expect(
      result.diagnostics.contains {
        $0.keyPath == "app.settings.ADALClientId" && $0.severity == .error
      })
    #expect(
      result.diagnostics.contains {
        $0.keyPath == "app.settings.AccentColor" && $0.severity == .warning
      })
  }

  @Test func excludedGroupsKeepAPolicyAway() {
    var scenario = ScenarioLoader.embedded()
    let pilot = scenario.tenant.groups[0].id
    scenario.tenant.groups.append(TenantGroup(id: "contractors", displayName: "Contractors"))
    scenario.tenant.users[0].groups.append("contractors")
    scenario.policies[0].excludedGroupIds = ["contractors"]
    #expect(scenario.policy(for: scenario.tenant.users[0]) == nil)
    #expect(scenario.policies[0].assignedGroupIds == [pilot])
  }
}

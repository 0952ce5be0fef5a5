import Testing

@testable import SessionEngine

/// Inside a policy's `apps` and `assignments` the policy's own rules hold: Graph's descriptive
/// members load silently, a name Graph does not define is an error at its line, and an
/// assignment filter, which the session does not apply, is noted where it is written.
@Suite struct PolicyTargetingTests {
  /// A scenario whose one policy has `app` as its app and `target` as its assignment's target.
  static func scenario(
    app: String = #""mobileAppIdentifier": { "bundleId": "com.x" }"#,
    assignment: String = "",
    target: String = #""groupId": "g""#
  ) -> String {
    """
    {
      "tenant": {
        "groups": [ { "id": "g" } ],
        "users": [ { "upn": "a@x.com", "password": "p", "groups": ["g"] } ]
      },
      "policies": [
        {
          "apps": [ { \(app) } ],
          "assignments": [
            {
              \(assignment)
              "target": {
                \(target)
              }
            }
          ]
        }
      ],
      "app": { "bundleId": "com.x" }
    }
    """
  }

  @Test func aRealExportsMembersLoadSilently() {
    let text = Self.scenario(
      app: #"""
        "id": "com.x.ios", "version": "-1174436862",
        "mobileAppIdentifier": {
          "@odata.type": "#microsoft.graph.iosMobileAppIdentifier", "bundleId": "com.x"
        }
        """#,
      assignment: #""id": "g_incl", "source": "direct", "sourceId": "T_1","#,
      target: #"""
        "@odata.type": "#microsoft.graph.groupAssignmentTarget",
        "deviceAndAppManagementAssignmentFilterId": null,
        "deviceAndAppManagementAssignmentFilterType": "none",
        "groupId": "g"
        """#)
    let result = ScenarioLoader.load(text: text, file: "s.json")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  /// The session applies the assignment to the whole group, so the filter gets a note at its
  /// line; the policy still applies.
  @Test(arguments: ["exclude", "Include"])
  func aFilterIsNotedAtItsLine(type: String) throws {
    let text = Self.scenario(
      target: """
        "groupId": "g",
        "deviceAndAppManagementAssignmentFilterId": "1f2e3d4c-0000-4000-8000-aaaaaaaaaaaa",
        "deviceAndAppManagementAssignmentFilterType": "\(type)"
        """)
    let result = ScenarioLoader.load(text: text, file: "s.json")
    let scenario = try #require(result.scenario)
    #expect(scenario.policy(for: scenario.tenant.users[0]) != nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "s.json:15: policies[0].assignments[0].target.deviceAndAppManagementAssignmentFilterType: "
          + "note: assignment filters are not emulated: this assignment applies to the whole "
          + "group, as if its \"\(type.lowercased())\" filter were not there"
      ])
  }

  @Test func aFilterTypeGraphDoesNotHaveIsAnError() {
    let text = Self.scenario(
      target: #""groupId": "g", "deviceAndAppManagementAssignmentFilterType": "exlude""#)
    let result = ScenarioLoader.load(text: text, file: "s.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.message) == [
        "\"exlude\" is not one of \"none\", \"include\", \"exclude\"; Graph refuses such a value, "
          + "and so does mamsim"
      ])
  }

  @Test func aMisspeltTargetMemberIsAnErrorAtItsLineWithTheNameMeant() {
    let text = Self.scenario(
      target: """
        "groupId": "g",
        "deviceAndAppManagementAssignmentFilterTypo": "exclude"
        """)
    let result = ScenarioLoader.load(text: text, file: "s.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "s.json:14: policies[0].assignments[0].target.deviceAndAppManagementAssignmentFilterTypo: "
          + "error: not a property of an assignment's target in Graph; did you mean "
          + "\"deviceAndAppManagementAssignmentFilterType\"?"
      ])
  }

  @Test func anUnknownAssignmentMemberIsAnErrorAtItsLine() {
    let text = Self.scenario(assignment: #""intent": "apply","#)
    let result = ScenarioLoader.load(text: text, file: "s.json")
    #expect(
      result.diagnostics.map(\.description) == [
        "s.json:11: policies[0].assignments[0].intent: error: not a property of an assignment "
          + "in Graph"
      ])
  }

  @Test func unknownAppMembersAreErrorsAtTheirLines() {
    let text = Self.scenario(
      app: #"""
        "versoin": "1",
        "mobileAppIdentifier": { "bundleId": "com.x", "extra": { "a": [1, 2] } }
        """#)
    let result = ScenarioLoader.load(text: text, file: "s.json")
    #expect(
      result.diagnostics.map(\.description) == [
        "s.json:8: policies[0].apps[0].versoin: error: not a property of a targeted app in Graph; "
          + "did you mean \"version\"?",
        "s.json:9: policies[0].apps[0].mobileAppIdentifier.extra: error: not a property of an "
          + "app's mobileAppIdentifier in Graph",
      ])
  }
}

import Testing

@testable import SessionEngine

/// Group and object ids are GUIDs: the same id in another letter case is the same group or
/// user, so it matches, and a repeated one is an error as a repeated UPN is.
@Suite struct TenantIdCaseTests {
  static func scenario(groups: String, users: String, policyGroup: String, excluded: String = "")
    -> String
  {
    let exclusion =
      excluded.isEmpty
      ? ""
      : """
      ,
      {
        "target": {
          "@odata.type": "#microsoft.graph.exclusionGroupAssignmentTarget",
          "groupId": "\(excluded)"
        }
      }
      """
    return """
      {
        "tenant": {
          "groups": [\(groups)],
          "users": [\(users)]
        },
        "policies": [
          {
            "apps": [ { "mobileAppIdentifier": { "bundleId": "com.x" } } ],
            "assignments": [ { "target": { "groupId": "\(policyGroup)" } }\(exclusion) ]
          }
        ],
        "app": { "bundleId": "com.x" }
      }
      """
  }

  static let pilot = "4a7d2c1e-0b3f-4e5a-8c9d-1f2e3d4c5b6a"

  @Test func aGroupIdInAnotherCaseIsTheSameGroup() throws {
    let text = Self.scenario(
      groups: #"{ "id": "\#(Self.pilot)" }"#,
      users: #"{ "upn": "a@x.com", "password": "p", "groups": ["\#(Self.pilot.uppercased())"] }"#,
      policyGroup: Self.pilot.uppercased())
    let result = ScenarioLoader.load(text: text, file: "s.json")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let scenario = try #require(result.scenario)
    #expect(scenario.policy(for: scenario.tenant.users[0]) != nil)
  }

  @Test func anExclusionInAnotherCaseStillExcludes() throws {
    let other = "11111111-2222-3333-4444-555555555555"
    let text = Self.scenario(
      groups: #"{ "id": "\#(Self.pilot)" }, { "id": "\#(other)" }"#,
      users: #"{ "upn": "a@x.com", "password": "p", "groups": ["\#(Self.pilot)", "\#(other)"] }"#,
      policyGroup: Self.pilot, excluded: other.uppercased())
    let scenario = try #require(ScenarioLoader.load(text: text, file: "s.json").scenario)
    #expect(scenario.policy(for: scenario.tenant.users[0]) == nil)
  }

  @Test func aRepeatedGroupIdIsAnErrorAtItsLine() {
    let text = Self.scenario(
      groups: #"""
        { "id": "\#(Self.pilot)" },
            { "id": "\#(Self.pilot.uppercased())", "displayName": "Copy" }
        """#,
      users: #"{ "upn": "a@x.com", "password": "p", "groups": ["\#(Self.pilot)"] }"#,
      policyGroup: Self.pilot)
    let result = ScenarioLoader.load(text: text, file: "s.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "s.json:4: tenant.groups[1].id: error: \(Self.pilot.uppercased()) appears more than once"
      ])
  }

  @Test func aRepeatedObjectIdIsAnErrorAtItsLine() {
    let text = Self.scenario(
      groups: #"{ "id": "g" }"#,
      users: #"""
        { "upn": "a@x.com", "password": "p", "objectId": "0C9A1F7E" },
            { "upn": "b@x.com", "password": "p",
              "objectId": "0c9a1f7e" }
        """#,
      policyGroup: "g")
    let result = ScenarioLoader.load(text: text, file: "s.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.filter { $0.severity == .error }.map(\.description) == [
        "s.json:6: tenant.users[1].objectId: error: 0c9a1f7e is the object id of an earlier "
          + "user too"
      ])
  }

  /// Two users of one UPN share its default object id too: the UPN's error says it once.
  @Test func aRepeatedUPNIsNotAlsoARepeatedObjectId() {
    let text = Self.scenario(
      groups: #"{ "id": "g" }"#,
      users: #"{ "upn": "a@x.com", "password": "p" }, { "upn": "A@x.com", "password": "q" }"#,
      policyGroup: "g")
    let errors = ScenarioLoader.load(text: text, file: "s.json").diagnostics.filter {
      $0.severity == .error
    }
    #expect(errors.map(\.keyPath) == ["tenant.users[1].upn"])
  }
}

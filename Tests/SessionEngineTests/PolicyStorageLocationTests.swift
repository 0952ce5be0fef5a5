import Testing

@testable import SessionEngine

/// `allowedDataStorageLocations` takes Graph's `managedAppDataStorageLocation` values only: a
/// misspelt one would otherwise load and then refuse every "Save as" without a word.
@Suite struct PolicyStorageLocationTests {
  static func scenario(_ locations: String) -> String {
    """
    {
      "tenant": { "groups": [ { "id": "g" } ] },
      "policies": [
        {
          "saveAsBlocked": true,
          "allowedDataStorageLocations": [
            "sharePoint",
            \(locations)
          ],
          "apps": [ { "mobileAppIdentifier": { "bundleId": "com.x" } } ],
          "assignments": [ { "target": { "groupId": "g" } } ]
        }
      ],
      "app": { "bundleId": "com.x" }
    }
    """
  }

  @Test func aMisspeltLocationIsAnErrorAtItsOwnLineWithTheNameMeant() {
    let result = ScenarioLoader.load(
      text: Self.scenario("\"oneDriveForBusines\""), file: "s.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "s.json:8: policies[0].allowedDataStorageLocations[1]: error: \"oneDriveForBusines\" is "
          + "not one of \"oneDriveForBusiness\", \"sharePoint\", \"box\", \"localStorage\", "
          + "\"photoLibrary\", \"iManage\", \"egnyte\"; Graph refuses such a value, and so does "
          + "mamsim; did you mean \"oneDriveForBusiness\"?"
      ])
  }

  @Test func aLocationGraphDoesNotHaveIsAnErrorWithoutAGuess() {
    let result = ScenarioLoader.load(text: Self.scenario("\"dropbox\""), file: "s.json")
    let error = result.diagnostics.first { $0.severity == .error }
    #expect(error?.keyPath == "policies[0].allowedDataStorageLocations[1]")
    #expect(error?.line == 8)
    #expect(error?.message.hasPrefix("\"dropbox\" is not one of") == true)
    #expect(error?.message.contains("did you mean") == false)
  }

  @Test func anElementThatIsNotAStringIsAnErrorAtItsLine() {
    let result = ScenarioLoader.load(text: Self.scenario("7"), file: "s.json")
    let error = result.diagnostics.first { $0.severity == .error }
    #expect(error?.keyPath == "policies[0].allowedDataStorageLocations[1]")
    #expect(error?.message.contains("but found a number") == true)
  }

  /// Every value of v1.0 and beta loads, in any case, and is kept as written.
  @Test func graphsValuesLoadInAnyCaseAndAreKeptAsWritten() throws {
    let names = DataStorageLocation.allCases.map { "\"\($0.rawValue)\"" } + ["\"LOCALSTORAGE\""]
    let result = ScenarioLoader.load(
      text: Self.scenario(names.joined(separator: ", ")), file: "s.json")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let policy = try #require(result.scenario?.policies.first)
    #expect(policy.allowedDataStorageLocations.last == "LOCALSTORAGE")
    #expect(policy.allowedDataStorageLocations.count == 9)
  }

  /// An administrator's edit (a tape's `Admin policy`, the F5 panel) is checked the same way.
  @Test func anEditIsCheckedToo() {
    var policy = AppProtectionPolicy()
    #expect(throws: PolicyEditError.self) {
      try policy.set("allowedDataStorageLocations", to: .array([.string("oneDrive")]))
    }
    #expect(policy.allowedDataStorageLocations.isEmpty)
    #expect(throws: Never.self) {
      try policy.set("allowedDataStorageLocations", to: .array([.string("box")]))
    }
    #expect(policy.allowedDataStorageLocations == ["box"])
  }
}

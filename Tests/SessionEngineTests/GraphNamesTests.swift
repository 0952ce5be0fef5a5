import Testing

@testable import SessionEngine

/// Graph's iOS app protection properties that mamsim does not act on are kept and noted, not
/// refused as typos (issue 28, item 2).
@Suite struct GraphNamesTests {
  @Test(arguments: ["allowWidgetContentSync", "appActionIfAccountIsClockedOut"])
  func aGraphPropertyNotEmulatedIsKeptInANote(_ name: String) throws {
    let (decoded, diagnostics) = AppProtectionPolicy.decode(
      .object([name: .bool(true)]), file: "f", keyPath: "policies[0]")
    let policy = try #require(decoded)
    #expect(policy.notEmulated[name] == .bool(true))
    #expect(diagnostics.map(\.severity) == [.note], "\(diagnostics)")
    #expect(diagnostics.first?.message.contains(name) == true)
  }
}

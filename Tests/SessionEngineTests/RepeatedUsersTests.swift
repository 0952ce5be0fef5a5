import Testing

@testable import SessionEngine

/// A user is a repeat when an earlier user has the same UPN in any letter case.
@Suite struct RepeatedUsersTests {
  @Test func repeatedUsersAreThoseASetAlreadyHeld() {
    let upns = ["a@x", "B@x", "b@X", "c@x", "A@X", "é@x", "e\u{301}@x", "c@x", "d@x"]
    var generator = SplitMix64(seed: 7)
    for round in 0..<200 {
      let count = round % 12
      let users = (0..<count).map { _ in
        TenantUser(
          upn: upns[Int(generator.next() % UInt64(upns.count))], objectId: "o", displayName: "U",
          password: "p")
      }
      var seen: Set<String> = []
      let plain = users.map { !seen.insert($0.upn.lowercased()).inserted }
      #expect(ScenarioLoader.repeatedUsers(users) == plain)
    }
  }
}

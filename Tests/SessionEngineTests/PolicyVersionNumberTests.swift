import Testing

@testable import SessionEngine

@Suite struct PolicyVersionNumberTests {
  @Test func parsesAndCompares() throws {
    let v164 = try #require(VersionNumber("16.4"))
    let v1701 = try #require(VersionNumber("17.0.1"))
    let v197 = try #require(VersionNumber("19.7.0"))
    #expect(v164 < v1701 && v1701 < v197)
    #expect(VersionNumber("17") == VersionNumber("17.0"))
    #expect(VersionNumber("17.0.0")?.hashValue == VersionNumber("17")?.hashValue)
    #expect(VersionNumber("17.0.1") != VersionNumber("17"))
    #expect(try #require(VersionNumber("16.10")) > #require(VersionNumber("16.9")))
    #expect(v1701.description == "17.0.1")
  }

  @Test(arguments: ["", "17.", ".1", "a.b", "17.x", "1..2", "-1", " 17", "17.0-beta"])
  func rejectsInvalid(text: String) {
    #expect(VersionNumber(text) == nil)
  }
}

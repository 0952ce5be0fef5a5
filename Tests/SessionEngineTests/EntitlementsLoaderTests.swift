import Foundation
import SessionEngine
import Testing

/// `EntitlementsLoader` is total: any bytes give a result with diagnostics, never a trap.
@Suite struct EntitlementsLoaderTests {
  static func load(_ text: String) -> EntitlementsLoader.Result {
    EntitlementsLoader.load(data: Data(text.utf8), file: "App.entitlements")
  }

  @Test func groupsOfTheWrongFormAreReportedAtTheirLines() {
    let result = Self.load(
      """
      <plist>
      <dict>
      <key>keychain-access-groups</key>
      <array>
      <string>a</string>
      <integer>3</integer>
      </array>
      <key>com.apple.security.application-groups</key>
      <string>group.a</string>
      </dict>
      </plist>
      """)
    #expect(result.document != nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "App.entitlements:6: keychain-access-groups[1]: error: must be a string naming a group, not a number",
        "App.entitlements:8: com.apple.security.application-groups: error: must be an array of strings, not a string",
      ])
  }

  @Test func aBrokenFileIsReportedAtItsLine() {
    let result = Self.load("<plist>\n<dict>\n<key>a</key>\n</dict>\n</plist>")
    #expect(result.document == nil)
    #expect(result.diagnostics.first?.line == 4)
  }

  @Test func nestingPastTheLimitIsRefused() {
    let deep = String(repeating: "<array>", count: 200) + String(repeating: "</array>", count: 200)
    let result = Self.load("<plist>\(deep)</plist>")
    #expect(result.document == nil)
    #expect(result.diagnostics.first?.message.contains("nest more than") == true)
  }

  @Test func aTopArrayIsNotEntitlements() {
    let result = Self.load("<plist><array/></plist>")
    #expect(result.document == nil)
    #expect(result.diagnostics.first?.message.contains("dictionary") == true)
  }

  @Test func garbageNeverTraps() {
    for text in [
      "", "bplist00", "<plist><dict><key>", "{", "\u{0}\u{1}", "<plist><dict/></plist>x",
    ] {
      let result = Self.load(text)
      #expect(result.document == nil || result.diagnostics.isEmpty)
      #expect(result.document != nil || !result.diagnostics.isEmpty)
    }
  }
}

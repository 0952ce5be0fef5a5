import Foundation
import TestSupport
import Testing

/// `mamsim check` and `mamsim configure` tell a key there with a wrong value as a change at
/// its line (M-2): following their advice to the letter fixes the files and writes no key twice.
@Suite(.scratchFolder) struct CliChangeAdviceTests {
  static let english = ["LC_ALL": "C.UTF-8"]
  static let described = "<string>Face ID unlocks the app's protected data.</string>"
  static let pair = ["Info.plist", "--entitlements", "FieldNotes.entitlements"]

  /// The entitlements whose `keychain-access-groups` is written as `value`.
  static func entitlements(_ value: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>keychain-access-groups</key>
    \(value)
    </dict>
    </plist>

    """
  }

  /// The ways `keychain-access-groups` is there but wrong, each as its entitlements' value.
  static let wrongGroups = [
    """
    \t<array>
    \t\t<string>$(AppIdentifierPrefix)com.contoso.fieldnotes</string>
    \t\t<string>$(AppIdentifierPrefix)com.microsoft.intune.mam</string>
    \t\t<string>com.microsoft.adalcache</string>
    \t</array>
    """,
    "\t<string>$(AppIdentifierPrefix)com.microsoft.intune.mam</string>",
    "\t<array/>",
    "\t<array>\n\t</array>",
  ]

  /// The SwiftUI example fixed, but for a blank Face ID usage description, entitlements
  /// with `groups`, and, with `missingTwin`, one queried scheme's twin for configure to add.
  static func app(groups: String, missingTwin: Bool = false) throws -> URL {
    let folder = try CliIntegrationTests.copy("swiftui", "fixed")
    let info = folder.appendingPathComponent("Info.plist")
    var text = try String(contentsOf: info, encoding: .utf8)
      .replacingOccurrences(of: described, with: "<string>   </string>")
    if missingTwin {
      text = text.replacingOccurrences(of: "\t\t<string>ms-word-intunemam</string>\n", with: "")
    }
    try text.write(to: info, atomically: true, encoding: .utf8)
    try entitlements(groups).write(
      to: folder.appendingPathComponent("FieldNotes.entitlements"), atomically: true,
      encoding: .utf8)
    return folder
  }

  /// How often `<key>key</key>` is written in the file `name` of `folder`.
  static func count(_ key: String, in name: String, of folder: URL) throws -> Int {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    return text.components(separatedBy: "<key>\(key)</key>").count - 1
  }

  /// Does what `output` says to the files of `folder`, literally: each `change to:` block
  /// replaces the line given, each `add:` block goes after it.
  static func follow(_ output: String, in folder: URL) throws {
    var edits: [String: [(line: Int, change: Bool, lines: [String])]] = [:]
    var place: (file: String, line: Int)?
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      for (prefix, change) in [("change to: ", true), ("add: ", false)]
      where trimmed.hasPrefix(prefix) {
        guard let place else { continue }
        let text = String(trimmed.dropFirst(prefix.count))
        var fileEdits = edits[place.file, default: []]
        if let last = fileEdits.indices.last, fileEdits[last].line == place.line,
          fileEdits[last].change == change
        {
          fileEdits[last].lines.append(text)
        } else {
          fileEdits.append((place.line, change, [text]))
        }
        edits[place.file] = fileEdits
      }
      if trimmed.hasPrefix("change to: ") || trimmed.hasPrefix("add: ") { continue }
      let parts = trimmed.split(separator: ":", maxSplits: 2)
      if parts.count == 3, let number = Int(parts[1]) {
        place = (String(parts[0]), number)
      } else {
        place = nil
      }
    }
    for (file, fileEdits) in edits {
      let url = folder.appendingPathComponent(file)
      var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
      for edit in fileEdits.sorted(by: { $0.line > $1.line }) {
        let index = edit.line - 1
        if edit.change {
          lines.replaceSubrange(index...index, with: edit.lines)
        } else {
          lines.insert(contentsOf: edit.lines, at: index + 1)
        }
      }
      try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }
  }

  @Test func aBlankFaceIDDescriptionIsToBeChangedAtItsValueLine() throws {
    let folder = try Self.app(groups: Self.wrongGroups[0])
    let check = try CliHarness.run(["check"] + Self.pair, in: folder, environment: Self.english)
    #expect(check.status == 1)
    #expect(
      check.output.contains(
        "Info.plist:10: NSFaceIDUsageDescription: error: wrong: the Face ID usage description "
          + "is blank"), "\(check.output)")
    #expect(check.output.contains("    change to: \(Self.described)"))
    #expect(!check.output.contains("add: <key>NSFaceIDUsageDescription</key>"))
  }

  @Test func aGroupWithoutItsTeamPrefixIsToBeChangedAtItsLine() throws {
    let folder = try Self.app(groups: Self.wrongGroups[0])
    let check = try CliHarness.run(["check"] + Self.pair, in: folder, environment: Self.english)
    #expect(check.output.contains("FieldNotes.entitlements:8: keychain-access-groups: error:"))
    #expect(
      check.output.contains(
        "    change to: <string>$(AppIdentifierPrefix)com.microsoft.adalcache</string>"),
      "\(check.output)")
    #expect(!check.output.contains("add: <string>$(AppIdentifierPrefix)com.microsoft.adalcache"))
  }

  @Test(arguments: wrongGroups)
  func followingChecksAdviceFixesTheFilesWithEachKeyOnce(groups: String) throws {
    let folder = try Self.app(groups: groups)
    let check = try CliHarness.run(["check"] + Self.pair, in: folder, environment: Self.english)
    #expect(check.status == 1)
    #expect(!check.output.contains("add: <key>keychain-access-groups</key>"), "\(check.output)")
    try Self.follow(check.output, in: folder)
    let again = try CliHarness.run(["check"] + Self.pair, in: folder, environment: Self.english)
    #expect(again.status == 0, "\(check.output)\n---\n\(again.output)")
    #expect(try Self.count("NSFaceIDUsageDescription", in: "Info.plist", of: folder) == 1)
    #expect(
      try Self.count("keychain-access-groups", in: "FieldNotes.entitlements", of: folder) == 1)
  }

  @Test(arguments: wrongGroups)
  func configureThenCheckWritesNoKeyTwice(groups: String) throws {
    let folder = try Self.app(groups: groups, missingTwin: true)
    let configure = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-e", "FieldNotes.entitlements", "-o", "Out.plist"],
      in: folder, environment: Self.english)
    #expect(configure.status == 0, "\(configure.error)")
    #expect(configure.output.contains("ms-word-intunemam"), "\(configure.output)")
    let toDo = configure.output.components(separatedBy: "to do by hand:\n").last ?? ""
    #expect(toDo.contains("      change to: \(Self.described)"), "\(configure.output)")
    #expect(!toDo.contains("add: <key>NSFaceIDUsageDescription</key>"))
    #expect(!toDo.contains("add: <key>keychain-access-groups</key>"))
    #expect(try Self.count("NSFaceIDUsageDescription", in: "Out.plist", of: folder) == 1)
    let outPair = ["Out.plist", "--entitlements", "FieldNotes.entitlements"]
    let check = try CliHarness.run(["check"] + outPair, in: folder, environment: Self.english)
    #expect(check.status == 1)
    #expect(check.output.contains("Out.plist:10: NSFaceIDUsageDescription: error: wrong:"))
    try Self.follow(configure.output, in: folder)
    let fixed = try CliHarness.run(["check"] + outPair, in: folder, environment: Self.english)
    #expect(fixed.status == 0, "\(configure.output)\n---\n\(fixed.output)")
    #expect(try Self.count("NSFaceIDUsageDescription", in: "Out.plist", of: folder) == 1)
    #expect(
      try Self.count("keychain-access-groups", in: "FieldNotes.entitlements", of: folder) == 1)
  }
}

import Foundation
import Testing

/// The palette slots mamsim redefines on a terminal that allows it are each put back at the end.
@Suite(
  .enabled(
    if: CliHarness.binary != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"))
)
struct PaletteRestoreTests {
  /// Slot numbers found in `text` by the regex `pattern` (one capture group).
  private static func slots(_ pattern: String, in text: String) throws -> Set<Int> {
    let regex = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      regex.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).flatMap { Int(text[$0]) }
      })
  }

  @Test func everyRedefinedSlotIsPutBack() throws {
    let binary = try #require(CliHarness.binary)
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let typescript = folder.appendingPathComponent("typescript").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = [
      "-qfc",
      "\(binary.path) run --ephemeral --palette redefine --settings \(CliHarness.repositoryRoot.path)/themes/contoso-dark.plist",
      typescript,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["COLORTERM"] = nil
    environment["NO_COLOR"] = nil
    process.environment = environment
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(10)
    var text = ""
    while clock.now < deadline, !text.contains("Contoso") {
      Thread.sleep(forTimeInterval: 0.1)
      text = (try? String(contentsOfFile: typescript, encoding: .utf8)) ?? ""
    }
    input.fileHandleForWriting.write(Data([0x03]))
    process.waitUntilExit()
    text = try String(contentsOfFile: typescript, encoding: .utf8)
    let defined = try Self.slots("\u{1B}\\]4;(\\d+);", in: text)
    let reset = try Self.slots("\u{1B}\\]104;(\\d+)\u{07}", in: text)
    #expect(!defined.isEmpty, "no palette slot was redefined; the test proves nothing")
    #expect(reset == defined)
    // Only those slots: no reset of the whole palette (OSC 104 with no slot).
    #expect(!text.contains("\u{1B}]104\u{07}"))
  }
}

import Foundation
import Replay
import TestSupport
import Testing

/// A short tape that records both outputs, with a hidden stretch in the middle.
private let recordedTape = """
  Set Width 100
  Set Height 30
  Output "out.txt"
  Output "out.cast"
  Wait /Sign in to Contoso/
  Type "alex@contoso.com"
  Hide
  Tab
  Type "Pilot-Alex"
  Show
  Enter
  Wait /Restart required/
  Expect "Restart required"
  Snapshot "restart"

  """

@Test(.scratchFolder) func hiddenCommandsAreNotInTheTextLog() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("rec.tape", recordedTape)
  let result = scratch.run("rec.tape", RunnerOptions(updateSnapshots: true))
  #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
  let log = try scratch.read("out.txt")
  #expect(log.contains("── Type \"alex@contoso.com\" ─"))
  #expect(log.contains("── Enter ─"))
  #expect(!log.contains("── Tab ─"))
  #expect(!log.contains("── Type \"Pilot-Alex\""))
  #expect(!log.contains("── Hide"))
  #expect(log.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") })
}

@Test(.scratchFolder) func outputsAreTheSameBytesRunAfterRun() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("rec.tape", recordedTape)
  #expect(scratch.run("rec.tape", RunnerOptions(updateSnapshots: true)).passed)
  let firstText = try Data(contentsOf: URL(fileURLWithPath: scratch.folder + "/out.txt"))
  let firstCast = try Data(contentsOf: URL(fileURLWithPath: scratch.folder + "/out.cast"))
  #expect(scratch.run("rec.tape").passed)
  #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.folder + "/out.txt")) == firstText)
  #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.folder + "/out.cast")) == firstCast)
  #expect(!firstCast.isEmpty)
}

@Test(.scratchFolder) func outputDirectoryReceivesTheOutputs() throws {
  let scratch = try RunnerScratch()
  let elsewhere = try RunnerScratch()
  defer {
    scratch.remove()
    elsewhere.remove()
  }
  try scratch.write("rec.tape", recordedTape + "Screenshot \"shots/last.txt\"\n")
  let options = RunnerOptions(updateSnapshots: true, outputDirectory: elsewhere.folder)
  #expect(scratch.run("rec.tape", options).passed)
  #expect(FileManager.default.fileExists(atPath: elsewhere.folder + "/out.cast"))
  #expect(FileManager.default.fileExists(atPath: elsewhere.folder + "/out.txt"))
  // The sub-folder the tape names is kept under the output folder.
  #expect(try elsewhere.read("shots/last.txt").contains("Restart required"))
  #expect(!FileManager.default.fileExists(atPath: elsewhere.folder + "/last.txt"))
  #expect(!FileManager.default.fileExists(atPath: scratch.folder + "/out.cast"))
}

@Test(.scratchFolder) func castIsAsciicastVersionTwo() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("rec.tape", recordedTape)
  #expect(scratch.run("rec.tape", RunnerOptions(updateSnapshots: true)).passed)
  let lines = try scratch.read("out.cast").split(separator: "\n").map(String.init)
  let header = try #require(
    try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
  #expect(header["version"] as? Int == 2)
  #expect(header["width"] as? Int == 100)
  #expect(header["height"] as? Int == 30)
  #expect(header["title"] as? String == "rec.tape")
  #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
  var previous = -1.0
  var markers: [String] = []
  var outputs = 0
  for line in lines.dropFirst() {
    let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
    #expect(event.count == 3)
    let time = try #require(event[0] as? Double)
    #expect(time >= previous)
    previous = time
    let code = try #require(event[1] as? String)
    #expect(code == "o" || code == "m")
    if code == "m" { markers.append(try #require(event[2] as? String)) }
    if code == "o" { outputs += 1 }
  }
  #expect(markers == ["Expect \"Restart required\"", "Snapshot \"restart\""])
  #expect(outputs > 10)
  // Typing takes the tape's speed: 16 characters at 50 ms each, so well past 0.8 s.
  #expect(previous > 0.8)
}

@Test(.scratchFolder) func scrubbedValuesNeverReachTheOutputs() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  let settings = try String(
    contentsOfFile: ReplaysFolder.path + "/settings/scrub-alex.plist", encoding: .utf8)
  try scratch.write("scrub.plist", settings)
  try scratch.write(
    "scrub.tape",
    """
    Set Width 100
    Set Height 30
    Set Settings "scrub.plist"
    Output "s.txt"
    Output "s.cast"
    \(managedSignIn)
    Expect "alex@contoso.com"
    Screenshot "s-shot.txt"
    """)
  let result = scratch.run("scrub.tape")
  #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
  let mask = String(repeating: "*", count: "alex@contoso.com".count)
  for name in ["s.txt", "s.cast", "s-shot.txt"] {
    let text = try scratch.read(name)
    #expect(!text.lowercased().contains("alex@contoso.com"), "\(name) shows the scrubbed value")
    #expect(text.contains(mask), "\(name) has no mask")
    // PINs never show: the PIN boxes draw dots, not the digits typed.
    for digit in ["2", "5", "8", "0"] { #expect(!text.contains("[\(digit)]")) }
  }
  // The mask keeps the layout: every row is as wide as without scrubbing.
  let log = try scratch.read("s.txt")
  #expect(log.contains("│ \(mask) · managed"))
}

@Test(.scratchFolder) func repeatedPlaysCanLeaveTheFinalScreenOut() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("short.tape", "Wait /Sign in to Contoso/\n")
  let kept = scratch.run("short.tape")
  #expect(kept.passed)
  #expect(kept.finalScreen.contains("Sign in to Contoso"))
  let left = scratch.run("short.tape", RunnerOptions(keepsFinalScreen: false))
  #expect(left.passed)
  #expect(left.finalScreen.isEmpty)
}

/// A recorded tape that lets a century pass: the quiet check-ins past the first ones are drawn
/// once, so the cast stays small and the replay quick (it took hours and wrote gigabytes).
@Test(.scratchFolder) func aLongAdvanceRecordsAFewFramesNotOnePerCheckIn() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "long.tape",
    "Set Width 100\nSet Height 30\nOutput \"long.cast\"\n" + managedSignIn
      + "Advance 36500d\nExpect /T\\+36500d/\n")
  let result = scratch.run("long.tape")
  #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
  let frames = try scratch.read("long.cast").split(separator: "\n").filter {
    $0.contains(#", "o", "#)
  }
  #expect(frames.count > 128, "the first check-ins are each drawn")
  #expect(frames.count < 1_000, "\(frames.count) frames")
}

/// A cast ends when the tape does: a closing `Sleep` that changes nothing on screen still holds
/// the last screen that long, and the last event gives the viewer's terminal its cursor back
/// (the screens hide it), so `asciinema play` leaves a usable shell.
@Test(.scratchFolder) func aCastEndsWithTheTapeAndShowsTheCursorAgain() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "end.tape", "Output \"end.cast\"\nWait /Sign in to Contoso/\nTab\nSleep 400ms\n")
  #expect(scratch.run("end.tape", RunnerOptions()).passed)
  let lines = try scratch.read("end.cast").split(separator: "\n").map(String.init)
  let lastLine = try #require(lines.last)
  let last = try #require(
    try JSONSerialization.jsonObject(with: Data(lastLine.utf8)) as? [Any])
  let before = try #require(
    try JSONSerialization.jsonObject(with: Data(lines[lines.count - 2].utf8)) as? [Any])
  let (end, previous) = (try #require(last[0] as? Double), try #require(before[0] as? Double))
  #expect(last[2] as? String == "\u{1B}[?25h")
  #expect(end - previous >= 0.4, "the closing Sleep is in the cast: \(previous) → \(end)")
  #expect(lines[1].contains("\u{1B}[?25l") || lines[1].contains("\\u001b[?25l"))
}

/// What `Hide` leaves out takes no time in the recordings either (as in VHS): a minute hidden
/// is not a minute of the last screen standing still in the cast, the SVG or the GIF.
@Test(.scratchFolder) func hiddenTimeIsLeftOutOfTheRecordingsTimes() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "hide.tape",
    "Output \"hide.cast\"\nOutput \"hide.svg\"\nWait /Sign in to Contoso/\nHide\nSleep 60s\n"
      + "Type \"alex@contoso.com\"\nShow\nTab\nSleep 1s\n")
  #expect(scratch.run("hide.tape", RunnerOptions()).passed)
  let lines = try scratch.read("hide.cast").split(separator: "\n").map(String.init)
  let times = try lines.dropFirst().map { line in
    let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
    return try #require(event[0] as? Double)
  }
  // Waiting, a Tab and a second: well under the minute and the typing left out.
  let end = try #require(times.last)
  #expect(end >= 1 && end < 3, "\(times)")
  let svg = try scratch.read("hide.svg")
  #expect(!svg.contains("animation-duration:6"), "the SVG holds the hidden minute")
}

/// `--svg FOLDER` writing the file a tape's own line writes is told at that line, naming the
/// option, not as the line meeting itself.
@Test(.scratchFolder) func anSVGFolderMeetingATapesOwnOutputNamesTheOption() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("a.tape", "Output \"a.svg\"\nWait /Sign in to Contoso/\n")
  try scratch.write("c.tape", "Wait /Sign in to Contoso/\nScreenshot \"c.svg\"\n")
  let options = RunnerOptions(svgDirectory: scratch.folder)
  for (tape, line) in [("a.tape", "a.tape:1:8"), ("c.tape", "c.tape:2:12")] {
    let result = scratch.run(tape, options)
    let told = ReplayReport.lines(for: result).joined(separator: "\n")
    #expect(!result.passed)
    #expect(told.contains(line + ": --svg \(scratch.folder) writes "), "\(told)")
    #expect(told.contains("or --svg \(scratch.folder) another folder"), "\(told)")
    #expect(!told.contains("(at "), "\(told)")
  }
}

/// A screenshot whose title row a value to scrub masked (`mamsim` itself, or `·`) is still
/// recognised as mamsim's own on the next run, and replaced.
@Test(.scratchFolder) func aScreenshotWithAMaskedTitleIsReplacedOnTheNextRun() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  let settings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>ADALClientId</key><string>abc</string>
      <key>ADALRedirectUri</key><string>msauth.com.contoso.notes://auth</string>
      <key>ValuesToScrubFromLogging</key><array><string>mamsim</string><string>Contoso</string></array>
    </dict>
    </plist>
    """
  try scratch.write("s.plist", settings)
  try scratch.write(
    "t.tape", "Set Settings \"s.plist\"\nWait /Sign in/\nScreenshot \"shot.txt\"\n")
  #expect(scratch.run("t.tape").passed)
  #expect(try scratch.read("shot.txt").hasPrefix("****** · "))
  let again = scratch.run("t.tape")
  #expect(again.passed, "\(ReplayReport.lines(for: again).joined(separator: "\n"))")
}

/// A `Wait Event` is marked in the cast where the call it waited for came, not where it began
/// to wait: jumping to the marker shows the screen after the call.
@Test(.scratchFolder) func aWaitEventIsMarkedWhereItsCallCame() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "we.tape",
    """
    Output "we.cast"
    Wait /Sign in to Contoso/
    Type "alex@contoso.com"
    Tab
    Type "Pilot-Alex"
    Enter
    Wait Event enrollmentRequest 100

    """)
  let result = scratch.run("we.tape")
  #expect(result.passed, "\(ReplayReport.lines(for: result))")
  var marked: Double?
  var shown: Double?
  for line in try scratch.read("we.cast").split(separator: "\n").dropFirst() {
    let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
    let time = try #require(event[0] as? Double)
    if event[1] as? String == "m" { marked = time }
    // The first frame whose side panel lists the call.
    if shown == nil, event[1] as? String == "o",
      (event[2] as? String)?.contains("enrollmentRequest") == true
    {
      shown = time
    }
  }
  let marker = try #require(marked)
  let call = try #require(shown)
  #expect(marker >= call, "marker at \(marker), the call shown at \(call)")
}

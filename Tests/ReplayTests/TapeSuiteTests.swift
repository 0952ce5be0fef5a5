import Foundation
import MDXEngine
import SessionEngine
import Synchronization
import TestSupport
import Testing

@testable import Replay

/// Devices that notice two tapes starting at the same time: each request waits up to two
/// seconds for another to arrive, and the most requests seen at once are kept.
private final class OverlapDevices: TapeDevices {
  private struct Count {
    var inside = 0
    var most = 0
    var calls = 0
  }
  private let count = Mutex(Count())

  /// The most tapes that were starting at once.
  var most: Int { count.withLock { $0.most } }
  /// How many tapes asked for a device.
  var calls: Int { count.withLock { $0.calls } }

  func runtime(for scenario: Scenario, statePath: String?) -> Result<
    SessionRuntime, TapeDeviceError
  > {
    count.withLock { count in
      count.inside += 1
      count.calls += 1
      count.most = max(count.most, count.inside)
    }
    let deadline = Date().addingTimeInterval(2)
    while count.withLock({ $0.most < 2 }), Date() < deadline { usleep(5_000) }
    count.withLock { $0.inside -= 1 }
    return .success(SessionRuntime(scenario: scenario))
  }
}

/// Playing different tapes side by side: the same results, outputs and snapshots as one after
/// the other, told in the order given, and tapes that share something kept apart.
@Suite(.scratchFolder) struct TapeSuiteTests {
  /// Plays `paths` through one runner with `workers`; the results in the order told.
  private func play(
    _ paths: [String], workers: Int, options: RunnerOptions = RunnerOptions(),
    devices: any TapeDevices = MemoryTapeDevices()
  ) -> [TapeResult] {
    var results: [TapeResult] = []
    var order: [Int] = []
    TapeRunner(options: options, devices: devices).run(paths: paths, workers: workers) {
      index, result in
      order.append(index)
      results.append(result)
    }
    #expect(order == Array(paths.indices))
    return results
  }

  /// `results` with their wall times, which differ from run to run, set to zero.
  private func timeless(_ results: [TapeResult]) -> [TapeResult] {
    results.map { result in
      var result = result
      result.wallTime = .zero
      return result
    }
  }

  /// Every file under `folder` with its bytes, by path inside it.
  private func files(_ folder: String) throws -> [String: Data] {
    var found: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let name = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let path = folder + "/" + name
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        found[name] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return found
  }

  @Test(arguments: [2, 3, 8])
  func theShippedTapesGiveTheSameResultsAndOutputsSideBySide(workers: Int) throws {
    let paths = ReplaysFolder.tapes.map { ReplaysFolder.path + "/" + $0 }
    let one = try ReplaysFolder.temporaryFolder()
    let many = try ReplaysFolder.temporaryFolder()
    defer {
      try? FileManager.default.removeItem(atPath: one)
      try? FileManager.default.removeItem(atPath: many)
    }
    let alone = play(paths, workers: 1, options: RunnerOptions(outputDirectory: one))
    let together = play(paths, workers: workers, options: RunnerOptions(outputDirectory: many))
    #expect(alone.count == paths.count)
    #expect(alone.allSatisfy { $0.passed })
    #expect(timeless(together) == timeless(alone))
    let written = try files(one)
    #expect(!written.isEmpty)
    let found = try files(many)
    #expect(found == written)
  }

  /// A pair of tapes in one folder: the first (`a.tape`), the second (`b.tape`, or `sub/b.tape`
  /// when its text starts with `sub:`), and the options they play with (`OUT` in
  /// `outputDirectory` stands for a folder in the scratch folder).
  struct Pair: CustomTestStringConvertible, Sendable {
    var name: String
    var first: String
    var second: String
    var options = RunnerOptions()
    /// How many of the two play (a tape that cannot be read does not).
    var plays = 2
    var testDescription: String { name }

    /// Writes the tapes (and an empty snapshot `same`) into a fresh `scratch`; their paths.
    func setUp(_ scratch: RunnerScratch) throws -> ([String], RunnerOptions) {
      try? FileManager.default.removeItem(atPath: scratch.folder)
      try FileManager.default.createDirectory(
        atPath: scratch.folder, withIntermediateDirectories: true)
      try scratch.write("snapshots/same.txt", "")
      let first = try scratch.write("a.tape", first)
      let other =
        second.hasPrefix("sub:")
        ? try scratch.write("sub/b.tape", String(second.dropFirst(4)))
        : try scratch.write("b.tape", second)
      var options = options
      if options.outputDirectory != nil { options.outputDirectory = scratch.folder + "/out" }
      return ([first, other], options)
    }
  }

  private static let signIn = "Wait /Sign in to Contoso/\n"

  /// Pairs that share nothing a play changes, so they may start together.
  static let apart: [Pair] = [
    Pair(name: "two outputs", first: "Output a.txt\n" + signIn, second: "Output b.txt\n" + signIn),
    Pair(
      name: "one output name in two folders", first: "Output a.txt\n" + signIn,
      second: "sub:Output a.txt\n" + signIn),
    Pair(
      name: "a snapshot both compare", first: signIn + "Snapshot \"same\"\n",
      second: signIn + "Snapshot \"same\"\n"),
  ]

  /// Pairs that must not play at the same time.
  static let conflicts: [Pair] = [
    Pair(
      name: "the same output", first: "Output a.txt\n" + signIn, second: "Output a.txt\n" + signIn),
    Pair(
      name: "one output name into --output-dir", first: "Output a.txt\n" + signIn,
      second: "sub:Output a.txt\n" + signIn, options: RunnerOptions(outputDirectory: "OUT")),
    Pair(
      // SVG: a screenshot and a recording of that kind may replace each other on a second play.
      name: "a screenshot over an output", first: "Output a.svg\n" + signIn,
      second: signIn + "Screenshot a.svg\n"),
    Pair(
      name: "a snapshot both update", first: signIn + "Snapshot \"same\"\n",
      second: signIn + "Snapshot \"same\"\n", options: RunnerOptions(updateSnapshots: true)),
    Pair(
      name: "an output where the other writes a folder", first: "Output a.txt\n" + signIn,
      second: "Output a.txt/inner.txt\n" + signIn, plays: 1),
    Pair(
      name: "a snapshot the other writes as an output",
      first: "Output snapshots/same.txt\n" + signIn,
      second: signIn + "Snapshot \"same\"\n"),
    Pair(
      name: "a stored device", first: "Output a.txt\n" + signIn,
      second: "Set State \"device\"\n" + signIn),
  ]

  @Test(arguments: apart)
  func tapesThatShareNothingStartTogether(_ pair: Pair) throws {
    // The control for the test below: the devices do see two tapes starting at once.
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let (paths, options) = try pair.setUp(scratch)
    let devices = OverlapDevices()
    let results = play(paths, workers: 2, options: options, devices: devices)
    #expect(results.allSatisfy { !$0.hasParseErrors }, "\(results)")
    #expect(devices.calls == 2)
    #expect(devices.most == 2)
  }

  @Test(arguments: conflicts)
  func tapesThatShareSomethingPlayOneAtATimeAsInOrder(_ pair: Pair) throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    var (paths, options) = try pair.setUp(scratch)
    let alone = play(paths, workers: 1, options: options, devices: OverlapDevices())
    let inOrder = try files(scratch.folder)
    (paths, options) = try pair.setUp(scratch)
    let devices = OverlapDevices()
    let together = play(paths, workers: 2, options: options, devices: devices)
    #expect(devices.calls == pair.plays)
    #expect(devices.most == 1)
    #expect(timeless(together) == timeless(alone))
    let found = try files(scratch.folder)
    #expect(found == inOrder)
  }

  @Test(arguments: [1, 2])
  func aTapeWritingWhatAnEarlierTapeWritesIsWarnedAtItsLine(workers: Int) throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let one = try scratch.write("one.tape", "Output \"same.txt\"\nEnter\n")
    let two = try scratch.write("two.tape", "Enter\nOutput \"same.txt\"\nScreenshot \"s.txt\"\n")
    let three = try scratch.write("three.tape", "Enter\nScreenshot \"./s.txt\"\n")
    let results = play([one, two, three], workers: workers)
    #expect(results.allSatisfy { $0.passed })
    let warnings = results.map { $0.diagnostics.filter { !$0.isError } }
    #expect(warnings[0].isEmpty, "\(warnings[0])")
    #expect(warnings[1].map(\.location.line) == [2], "\(warnings[1])")
    #expect(
      warnings[1].first?.message.contains("is also written by \(one), a tape before this one")
        == true, "\(warnings[1])")
    #expect(warnings[2].map(\.location.line) == [2], "\(warnings[2])")
    #expect(warnings[2].first?.message.contains(two) == true, "\(warnings[2])")
  }

  @Test(arguments: [1, 2])
  func twoTapesOfOneNameRecordedIntoOneSVGFolderAreWarnedAbout(workers: Int) throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let first = try scratch.write("x/t.tape", "Enter\n")
    let second = try scratch.write("y/t.tape", "Enter\n")
    let other = try scratch.write("y/u.tape", "Enter\n")
    let options = RunnerOptions(svgDirectory: scratch.folder + "/svgs")
    let results = play([first, second, other], workers: workers, options: options)
    #expect(results.allSatisfy { $0.passed })
    let warnings = results.map { $0.diagnostics.filter { !$0.isError } }
    #expect(warnings[0].isEmpty && warnings[2].isEmpty, "\(warnings)")
    #expect(warnings[1].count == 1, "\(warnings[1])")
    #expect(
      warnings[1].first?.message.contains("t.svg is also made of \(first), a tape before this one")
        == true, "\(warnings[1])")
  }

  @Test func aTapeReadWhileTheOneWritingWhereItWritesPlaysIsReadAgain() throws {
    // b.tape writes into a folder a.txt, which does not exist when b is first read; a.tape,
    // given first, writes a file a.txt, so played in order b cannot be read ("not a folder").
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    func setUp() throws -> [String] {
      try? FileManager.default.removeItem(atPath: scratch.folder)
      return [
        try scratch.write("a.tape", "Output a.txt\nSleep 2s\n" + Self.signIn),
        try scratch.write("b.tape", "Output a.txt/inner.txt\n" + Self.signIn),
      ]
    }
    let alone = play(try setUp(), workers: 1)
    #expect(alone.first?.passed == true)
    #expect(alone.last?.hasParseErrors == true)
    let together = play(try setUp(), workers: 2)
    #expect(timeless(together) == timeless(alone))
  }

  @Test func aVideoClaimsFFmpegAndAStoredDevicePlaysAlone() {
    let paths = CanonicalPath(workingFolder: "/w")
    var first = Tape(file: "a.tape", folder: ".")
    first.outputs = [.video("a.mp4")]
    var second = Tape(file: "b.tape", folder: ".")
    second.outputs = [.video("b.webm")]
    let plain = TapeClaims(
      Tape(file: "c.tape", folder: "."), options: RunnerOptions(), paths: paths)
    let a = TapeClaims(first, options: RunnerOptions(), paths: paths)
    let b = TapeClaims(second, options: RunnerOptions(), paths: paths)
    #expect(b.mustFollow(a))
    #expect(a.writes.contains(TapeClaims.ffmpeg))
    // A video plays alone: ffmpeg's errors come on standard error.
    #expect(plain.mustFollow(a))
    #expect(a.mustFollow(plain))
    // Recordings that are not written claim nothing.
    let unwritten = RunnerOptions(writesOutputs: false)
    #expect(
      !TapeClaims(second, options: unwritten, paths: paths).mustFollow(
        TapeClaims(first, options: unwritten, paths: paths)))
    var stored = Tape(file: "d.tape", folder: ".")
    stored.statePath = "device"
    let device = TapeClaims(stored, options: RunnerOptions(), paths: paths)
    #expect(device.mustFollow(plain))
    #expect(plain.mustFollow(device))
  }

  @Test func pathsMeetWhenTheyNameOnePlace() {
    let paths = CanonicalPath(workingFolder: "/nowhere-\(UUID().uuidString)")
    #expect(paths.of("a/../b.txt") == paths.of("./b.txt"))
    #expect(CanonicalPath.overlap(paths.of("x"), paths.of("x/y.txt")))
    #expect(CanonicalPath.overlap(paths.of("x/y.txt"), paths.of("x")))
    #expect(!CanonicalPath.overlap(paths.of("x"), paths.of("xy.txt")))
    #expect(!CanonicalPath.overlap(paths.of("x/a.txt"), paths.of("x/b.txt")))
    #expect(!CanonicalPath.overlap(TapeClaims.ffmpeg, paths.of("ffmpeg:")))
  }
}

/// Replaces `Source` steps with the steps of the tapes they name, recursively, collecting the
/// diagnostics of every file and stopping cycles, runaway nesting and runaway fan-out.
///
/// Each file is read and parsed once, however often it is sourced; the whole expansion may use
/// at most `TapeLimits.maximumSourceExpansions` `Source` commands and give at most
/// `TapeLimits.maximumCommands` commands, pressing at most `TapeLimits.maximumKeys` keys and
/// letting at most `TapeLimits.maximumTotalDays` of virtual time pass.
struct TapeSourceExpander {
  /// Reads a file's text, `nil` when it cannot.
  let readText: (String) -> String?
  /// Why a file that `readText` could not read is unreadable.
  var unreadable: (String) -> String = { "cannot read the tape \"\($0)\"" }
  /// The place a resolved path names, for telling a cycle: two spellings of one file (through a
  /// symbolic link, say) are one place. The path itself unless the loader knows better.
  var place: (String) -> String = { $0 }
  /// Every diagnostic so far, in the order met (sourced files' problems at their Source line).
  private(set) var diagnostics: [TapeDiagnostic] = []
  /// The folder each file named in locations resolves its relative paths against.
  private(set) var folders: [String: String] = [:]
  /// Each sourced file's parsed steps, by resolved path (`.some(nil)` when it could not be read).
  private var parsed: [String: [TapeStep]?] = [:]
  /// How many `Source` commands have been expanded so far.
  private(set) var expansions = 0
  /// How many commands the expansion has given so far.
  private var produced = 0
  /// How many keys those commands press.
  private var keys = 0
  /// The most virtual time the commands so far may let pass, in nanoseconds.
  private var virtualTime: Int128 = 0
  /// The typing speed and `Wait` timeout in force, for the keys and waits that name none.
  private var typingSpeed: Duration = .milliseconds(50)
  private var waitTimeout: Duration = .seconds(15)
  /// Whether a limit was passed; nothing more is expanded then.
  private var stopped = false

  /// Creates an expander that reads files with `readText`.
  init(readText: @escaping (String) -> String?) {
    self.readText = readText
  }

  /// A tape being read while the ones it sources are: its path as written and the place it is.
  struct Reading {
    /// The tape's resolved path, as messages show it.
    let path: String
    /// The place `place` gave for it.
    let place: String
  }

  /// The steps of `text` with `Source` expanded. `identity` is the file's normalized path, `chain`
  /// the tapes that include it.
  mutating func expand(
    text: String, file: String, identity: String, folder: String, chain: [Reading], isMain: Bool
  ) -> [TapeStep] {
    folders[file] = folder
    let (steps, problems) = TapeParser.parse(text, file: file)
    diagnostics += problems
    return expand(steps: steps, identity: identity, folder: folder, chain: chain, isMain: isMain)
  }

  private mutating func expand(
    steps: [TapeStep], identity: String, folder: String, chain: [Reading], isMain: Bool
  ) -> [TapeStep] {
    let chain = chain + [Reading(path: identity, place: place(identity))]
    var expanded: [TapeStep] = []
    expanded.reserveCapacity(steps.count)
    for step in steps {
      if stopped { break }
      switch step.command {
      case .source(let path):
        expanded += include(path, at: step.pathLocation, folder: folder, chain: chain)
      case .output where !isMain:
        diagnostics.append(
          TapeDiagnostic(
            step.location, "Output in a sourced tape is ignored",
            hint: .note("only the tape you run names the recordings"), severity: .warning))
      default:
        produced += 1
        guard produced <= TapeLimits.maximumCommands else {
          stop(
            at: step.location,
            "the tape holds more than \(TapeLimits.maximumCommands) commands once Source is "
              + "expanded")
          break
        }
        keys += step.command.keysPressed
        guard keys <= TapeLimits.maximumKeys else {
          stop(
            at: step.location,
            "the tape presses more than \(TapeLimits.maximumKeys) keys in all (each character "
              + "of Type and each repeat counts); split it into several tapes")
          break
        }
        virtualTime += longestTime(of: step.command)
        guard virtualTime <= Int128(TapeLimits.maximumTotalDays) * Self.nanosecondsPerDay else {
          stop(
            at: step.location,
            "the tape lets more than \(TapeLimits.maximumTotalDays)d (1,000 years) of virtual "
              + "time pass by this line, counting Sleep, Advance, Relaunch, Wait timeouts and "
              + "typing; split it into several tapes")
          break
        }
        expanded.append(step)
      }
    }
    return expanded
  }

  private static let nanosecondsPerDay: Int128 = 86_400_000_000_000

  /// The most virtual time `command` may let pass, in nanoseconds (a `Wait` its whole timeout,
  /// a key its typing speed); a `Set` of the typing speed or the timeout is noted for the next.
  private mutating func longestTime(of command: TapeCommand) -> Int128 {
    func nanoseconds(_ duration: Duration) -> Int128 {
      let (seconds, attoseconds) = duration.components
      return max(0, Int128(seconds) * 1_000_000_000 + Int128(attoseconds / 1_000_000_000))
    }
    switch command {
    case .set(.typingSpeed(let speed)): typingSpeed = speed
    case .set(.waitTimeout(let timeout)): waitTimeout = timeout
    case .sleep(let duration), .world(.advanceClock(let duration)), .relaunch(after: let duration?):
      return nanoseconds(duration)
    case .wait(_, _, let timeout), .waitEvent(_, _, let timeout):
      return nanoseconds(timeout ?? waitTimeout)
    case .type(let text, let speed): return Int128(text.count) * nanoseconds(speed ?? typingSpeed)
    case .key(_, let count, let speed): return Int128(count) * nanoseconds(speed ?? typingSpeed)
    default: break
    }
    return 0
  }

  private mutating func stop(at location: SourceLocation, _ message: String) {
    stopped = true
    diagnostics.append(TapeDiagnostic(location, message))
  }

  private mutating func include(
    _ path: String, at location: SourceLocation, folder: String, chain: [Reading]
  ) -> [TapeStep] {
    let resolved = TapePath.resolve(path, relativeTo: folder)
    let resolvedPlace = place(resolved)
    if let start = chain.firstIndex(where: { $0.place == resolvedPlace }) {
      let cycle = (chain[start...].map(\.path) + [resolved]).joined(separator: " → ")
      diagnostics.append(
        TapeDiagnostic(
          location, "Source \"\(path)\" would include a tape that is already being read",
          hint: .note(cycle)))
      return []
    }
    guard chain.count <= TapeLoader.maximumSourceDepth else {
      diagnostics.append(
        TapeDiagnostic(
          location,
          "Source \"\(path)\" nests tapes more than \(TapeLoader.maximumSourceDepth) deep"))
      return []
    }
    expansions += 1
    guard expansions <= TapeLimits.maximumSourceExpansions else {
      stop(
        at: location,
        "Source \"\(path)\" is one Source too many: a tape may expand at most "
          + "\(TapeLimits.maximumSourceExpansions) in all, counting those of sourced tapes")
      return []
    }
    let steps: [TapeStep]
    if let known = parsed[resolved] {
      guard let known else { return [] }
      steps = known
    } else {
      guard let text = readText(resolved) else {
        remember(nil, for: resolved)
        diagnostics.append(TapeDiagnostic(location, unreadable(resolved)))
        return []
      }
      folders[resolved] = TapePath.folder(of: resolved)
      let (fileSteps, problems) = TapeParser.parse(text, file: resolved)
      diagnostics += problems
      remember(fileSteps, for: resolved)
      steps = fileSteps
    }
    return expand(
      steps: steps, identity: resolved, folder: TapePath.folder(of: resolved), chain: chain,
      isMain: false)
  }

  /// Records the parsed steps of the file at `path` (`nil`: it could not be read).
  private mutating func remember(_ steps: [TapeStep]?, for path: String) {
    parsed[path] = .some(steps)
  }
}

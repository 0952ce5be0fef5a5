import SessionEngine

/// One input the program handled, as an observer sees it (`mamsim record` writes these down).
public struct ProgramStep: Equatable, Sendable {
  /// The input.
  public var input: FrontInput
  /// The session instant it arrived at.
  public var at: Instant
  /// What the front asked for in answer.
  public var commands: [FrontCommand]
  /// Whether the focused control was a PIN entry when it arrived.
  public var intoPin: Bool
  /// Whether the focused control was a password entry when it arrived.
  public var intoPassword: Bool
  /// Whether the input took a character out of the focused field (a Backspace there).
  public var erased: Bool
  /// Whether a control panel was open when it arrived (its keys then moved through the panel).
  public var intoPanel: Bool
  /// Whether the front dropped it: the terminal was too small for the phone, and the key was
  /// neither the help's nor a quit (a tape played at its own size would act on it).
  public var dropped = false
  /// Whether it changed nothing at all: no command, the front's state as it was (an arrow key
  /// in a text entry, which has no cursor to move).
  public var changedNothing = false

  /// Creates a step.
  public init(
    input: FrontInput, at: Instant, commands: [FrontCommand], intoPin: Bool, intoPanel: Bool,
    intoPassword: Bool = false, erased: Bool = false
  ) {
    self.input = input
    self.at = at
    self.commands = commands
    self.intoPin = intoPin
    self.intoPassword = intoPassword
    self.erased = erased
    self.intoPanel = intoPanel
  }
}

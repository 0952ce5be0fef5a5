/// The table of commands: each command's options, arguments and help, in the order help lists them.
enum CommandTable {
  /// Every command, in the order `mamsim --help` lists them.
  static var all: [CommandSpec] { CommandName.allCases.map(spec) }

  // MARK: Options only one command has

  /// `run --ephemeral`.
  static let ephemeral = OptionSpec.flag(
    "--ephemeral", "start from a fresh simulated device and forget it on exit")
  /// `replay --update-snapshots`.
  static let updateSnapshots = OptionSpec.flag(
    "--update-snapshots", "write the screens as the new snapshot files instead of comparing")
  /// `replay --live`.
  static let live = OptionSpec.flag(
    "--live", "show the replay in this terminal, at the tape's typing speed")
  /// `scenario print --vendor intune|citrix` and `run --vendor intune|citrix`.
  static let vendor = OptionSpec.value(
    "--vendor", "intune|citrix", allowed: ["intune", "citrix"],
    "the SDK whose built-in scenario to use (default: intune)")
  /// `replay --slide phone|captions`.
  static let slide = OptionSpec.value(
    "--slide", "phone|captions", allowed: ["phone", "captions"],
    "record the phone alone, centred, for a slide (captions: with the scenes' captions)")
  /// `replay --live --speed N` and `present --speed N`.
  static let speed = OptionSpec.value(
    "--speed", "N",
    "play N times faster than the tape's own pace (0.01 to 1000; default: 1; replay takes it "
      + "with --live)")
  /// `replay --output-dir DIR`.
  static let outputDirectory = OptionSpec.value(
    "--output-dir", "DIR",
    "write the tapes' Output and Screenshot files into this folder (sub-folders kept)")
  /// `replay --repeat N`.
  static let repeatCount = OptionSpec.value(
    "--repeat", "N", "play each tape N times without writing outputs, to measure speed (default: 1)"
  )
  /// `replay --jobs N`.
  static let jobs = OptionSpec.value(
    "--jobs", "N", "play N tapes, or N copies with --repeat, at a time (default: one per processor)"
  )
  /// `replay --junit FILE`.
  static let junit = OptionSpec.value(
    "--junit", "FILE",
    "also write a JUnit XML report for CI (replacing only an earlier one; /dev/stdout prints it)")
  /// `replay --github`.
  static let github = OptionSpec.flag(
    "--github", "also print failures as GitHub Actions annotations (::error file=...)")
  /// `replay --shard K/N`.
  static let shard = OptionSpec.value(
    "--shard", "K/N", "play only part K of N of the tapes, split by file (for CI matrices)")
  /// `replay --svg DIR`.
  static let svg = OptionSpec.value(
    "--svg", "DIR", "also write each tape as an animated SVG into this folder")
  /// `replay --gif DIR`.
  static let gif = OptionSpec.value(
    "--gif", "DIR", "also write each tape as an animated GIF into this folder")
  /// `walkthrough --report FILE`.
  static let report = OptionSpec.value(
    "--report", "FILE",
    "write the report: Markdown for .md, JSON for .json (replacing only a report)")
  /// `reset --app BUNDLE_ID`.
  static let app = OptionSpec.value(
    "--app", "BUNDLE_ID", "uninstall only this app instead of erasing the whole device")
  /// `check --entitlements FILE` and `walkthrough --entitlements FILE`.
  static let entitlements = OptionSpec.value(
    "--entitlements", "FILE", "the app's .entitlements file, checked with each Info.plist")
  /// `run --entitlements FILE`.
  static let runEntitlements = OptionSpec.value(
    "--entitlements", "FILE",
    "the app's .entitlements file: its findings join the SDK's diagnostics screen")
  /// `check --ios-sdk N`, `configure --ios-sdk N` and `walkthrough --ios-sdk N`.
  static let iosSDK = OptionSpec.value(
    "--ios-sdk", "N",
    "the iOS SDK the app links against, which sets the limit on queried schemes (default: 26)")
  /// `check --json`.
  static let json = OptionSpec.flag("--json", "print the results as one JSON document, for CI")
  /// `check --lang LANG` and `configure --lang LANG`: `--lang` for commands without a phone.
  static let printLanguage = OptionSpec.value(
    "--lang", "LANG",
    "the language to print in: en, zh-Hans, de or it (default: LC_ALL, LC_MESSAGES or LANG,"
      + " else English)")
  /// `configure -i FILE`.
  static let infoInput = OptionSpec.value("-i", "FILE", "the app's Info.plist (XML or binary)")
  /// `configure -e FILE`.
  static let entitlementsInput = OptionSpec.value(
    "-e", "FILE", "the app's .entitlements file, checked for the to-do list")
  /// `configure -o FILE`.
  static let plistOutput = OptionSpec.value(
    "-o", "FILE",
    "write the result to FILE (as XML) instead of editing the Info.plist in place; a new file"
      + " or a property list only (not '-': nothing is written to standard output)")
  /// `record --force`.
  static let force = OptionSpec.flag(
    "--force", "replace TAPE if it already exists and is a tape (never a file of another kind)")

  // MARK: The commands

  /// The description of the command `name`.
  static func spec(_ name: CommandName) -> CommandSpec {
    switch name {
    case .run: run
    case .check: check
    case .configure: configure
    case .scenario: scenario
    case .replay: replay
    case .present: present
    case .record: record
    case .walkthrough: walkthrough
    case .reset: reset
    case .inspect: inspect
    case .help: help
    }
  }

  private static let run = CommandSpec(
    name: .run,
    synopsis: "run [options]",
    usage: [
      "run [--scenario FILE | --vendor intune|citrix] [--settings FILE] [--entitlements FILE]",
      "    [--appearance light|dark] [--lang LANG] [--palette ask|redefine|fixed]",
      "    [--state DIR | --ephemeral]",
    ],
    summary: "open the interactive emulator ('mamsim' alone, options or not, is the same)",
    details: [
      "Opens the emulator in this terminal: a simulated iOS app protected by the Intune App SDK,",
      "signing in, enrolling and receiving app protection policy from a simulated tenant.",
      "The simulated device is kept between runs in $XDG_STATE_HOME/mamsim (else",
      "~/.local/state/mamsim), so the app resumes where it was; --state and --ephemeral change that.",
      "--vendor citrix plays the built-in Citrix MDX scenario instead (Secure Hub, the MDX app).",
      "With the app's own Info.plist (--settings) and --entitlements, the phone shows what the",
      "guide says their mistakes cause (scenes left unprotected, Face ID refused, wrong canOpenURL",
      "answers, files closed after a lock); the side panel and the SDK's diagnostics explain each.",
    ],
    options: [
      CommonOptions.scenario, vendor, CommonOptions.settings, runEntitlements,
      CommonOptions.appearance,
      CommonOptions.language, CommonOptions.palette, CommonOptions.state, ephemeral,
      CommonOptions.help,
    ],
    operands: .none,
    examples: [
      "",
      "run --scenario my-tenant.json --appearance dark",
      "run --settings MyApp/Info.plist --ephemeral",
      "run --settings MyApp/Info.plist --entitlements MyApp/MyApp.entitlements",
      "run --lang zh-Hans",
      "run --vendor citrix",
    ],
    failureMeaning: "the emulator could not start (for example, a file given has errors)")

  private static let check = CommandSpec(
    name: .check,
    synopsis: "check FILE...",
    usage: [
      "check FILE...",
      "check Info.plist --entitlements App.entitlements [--ios-sdk N] [--github | --json]",
    ],
    summary: "look for mistakes in scenario, settings, tape, MDX policy and .xcstrings files",
    details: [
      "Reads each file and reports every problem found, one a line, errors and warnings alike,",
      "then one summary line per file. The kind of file comes from its extension:",
      "  .json   a scenario",
      "  .plist  IntuneMAMSettings: a bare settings plist or an app's Info.plist",
      "  .tape   a tape",
      "  .xcstrings  a String Catalog of mamsim's sentences: unknown keys, missing translations,",
      "              placeholders that differ from the English sentence's",
      "Any other file is judged by its first characters: '{' means a scenario, '<?xml', '<plist'",
      "or 'bplist' a property list, XML whose first element is another one (such as",
      "<MobileAppPolicies>, a Citrix default_policies.xml) an MDX policy file, and anything else",
      "is read as a tape.",
      "With --entitlements (or for a .entitlements file) an Info.plist is also checked against",
      "the SDK's integration steps: keychain groups, queried schemes and their -intunemam twins,",
      "the app's own URL schemes, Face ID, the scene manifest and the IntuneMAMSettings rules.",
      "Each step prints 'pass', or a problem ('missing' or 'wrong') with its file:line, key path,",
      "the plist lines to add and the step it belongs to. 'mamsim configure' adds what it can.",
      "The checklist is worded in --lang, else the language of LC_ALL, LC_MESSAGES or LANG;",
      "the plist lines to add stay as written, and --json keeps its messages in English.",
    ],
    options: [entitlements, iosSDK, github, json, printLanguage, CommonOptions.help],
    operands: .oneOrMore("FILE"),
    examples: [
      "check my-tenant.json", "check themes/*.plist replays/*.tape",
      "check MyApp/Info.plist --entitlements MyApp/MyApp.entitlements",
      "check --ios-sdk 27 --json Info.plist --entitlements App.entitlements",
    ],
    failureMeaning: "at least one file has an error (warnings alone do not fail)")

  private static let configure = CommandSpec(
    name: .configure,
    synopsis: "configure -i Info.plist [options]",
    usage: ["configure -i Info.plist [-e App.entitlements] [-o Out.plist] [--ios-sdk N]"],
    summary: "add the SDK's queried schemes and URL scheme twins to an Info.plist",
    details: [
      "Does what the SDK's IntuneMAMConfigurator does to an Info.plist: adds the -intunemam",
      "twin of every queried scheme, the schemes the SDK itself queries, and the twins of the",
      "app's own valid URL schemes (never of an entry that is not a scheme). It adds only what",
      "is missing, so a second run changes nothing; everything else in the file, comments and",
      "order included, stays as it was. Without -o the Info.plist is edited in place (through a",
      "new file renamed over it, with the same mode and owner, as an existing -o keeps its",
      "own); a binary Info.plist is written as XML, and only to -o. A target that changed while",
      "it ran is kept and nothing is written. It refuses an entitlements file given as -i (-i",
      "and -e swapped), an -o that is the -e file or any entitlements file, a link, FIFO,",
      "device or folder, or holds something other than a property list, and -o - (it never",
      "writes standard output).",
      "It prints what it added, then what is left to do by hand: the checklist's other",
      "problems (keychain groups, Face ID, scenes, settings) and the build settings, worded in",
      "--lang, else the language of LC_ALL, LC_MESSAGES or LANG (the plist lines stay literal).",
    ],
    options: [
      infoInput, entitlementsInput, plistOutput, iosSDK, printLanguage, CommonOptions.help,
    ],
    operands: .none,
    examples: [
      "configure -i MyApp/Info.plist -e MyApp/MyApp.entitlements",
      "configure -i Info.plist -o Info-configured.plist",
    ],
    failureMeaning: "the Info.plist was refused (a link, not a plist) or could not be written")

  private static let scenario = CommandSpec(
    name: .scenario,
    synopsis: "scenario print [--vendor intune|citrix]",
    usage: ["scenario print [--vendor intune|citrix]"],
    summary: "write the built-in scenario to standard output",
    details: [
      "'scenario print' writes the scenario mamsim uses when none is given, as JSON, so you can",
      "save it, change the tenant, users, policies or app, and pass it back with --scenario.",
      "With --vendor citrix it writes the built-in Citrix MDX scenario (\"vendor\": \"citrix\"),",
      "which mamsim check reads and mamsim run --scenario plays.",
    ],
    options: [vendor, CommonOptions.help],
    operands: .optional("ACTION"),
    examples: ["scenario print > my-tenant.json", "scenario print --vendor citrix > mdx.json"],
    failureMeaning: "the scenario could not be written")

  private static let replay = CommandSpec(
    name: .replay,
    synopsis: "replay [options] TAPE...",
    usage: [
      "replay [--update-snapshots] [--output-dir DIR] [--jobs N] [--repeat N] TAPE...",
      "replay [--junit FILE] [--github] [--shard K/N] [--svg DIR] [--gif DIR] TAPE...",
      "replay --slide phone|captions [--svg DIR] [--gif DIR] TAPE...",
      "replay --live [--speed N] TAPE...",
    ],
    summary: "play tapes and check what they expect",
    details: [
      "Plays each tape's keystrokes against the emulator on a virtual clock, without drawing it",
      "and without waiting, and checks every Wait, Expect and Snapshot in it. Prints one line per",
      "tape (pass or fail, virtual time, wall time), the failure with the screen at that moment,",
      "then 'N passed, M failed'. A tape with errors is not played; its errors are listed.",
      "With --live the replay is drawn in this terminal instead, in real time (Ctrl-C stops it).",
      "Tapes play on a fresh simulated device unless --state DIR (or Set State in the tape)",
      "names a stored one. Set Settings \"Info.plist\" and Set Entitlements \"App.entitlements\"",
      "give the app its own files, as run's --settings and --entitlements do.",
      "Different tapes play side by side, one per processor (--jobs N), each on its own device;",
      "results are printed in the order given, and tapes that write a file another reads or",
      "writes, or keep a stored device, keep their order. --jobs 1 plays one after the other.",
      "For CI: --junit writes a JUnit report, --github adds annotations GitHub shows on the",
      "pull request, and --shard K/N plays part K of N (every tape in exactly one part).",
      "--slide records the phone alone, centred on the app's background, for a slide; with",
      "captions, each Scene's title and caption are drawn under it (as Set Slide does).",
    ],
    options: [
      updateSnapshots, outputDirectory, junit, github, shard, svg, gif, slide, repeatCount, jobs,
      live, speed,
      CommonOptions.state, CommonOptions.help,
    ],
    operands: .oneOrMore("TAPE"),
    examples: [
      "replay replays/*.tape",
      "replay --repeat 1000 replays/first-policy-test.tape",
      "replay --junit results.xml --github --shard 2/3 replays/*.tape",
      "replay --svg docs replays/demo-branded.tape",
      "replay --gif docs replays/demo-branded.tape",
      "replay --slide captions --gif slides replays/review-intune.tape",
      "replay --live --speed 2 replays/first-policy-test.tape",
      "replay --update-snapshots replays/*.tape",
    ],
    failureMeaning: "a tape has errors or fails a check, or the --junit report could not be written"
  )

  private static let present = CommandSpec(
    name: .present,
    synopsis: "present [--speed N] TAPE",
    usage: ["present [--speed N] TAPE"],
    summary: "show a tape in this terminal, scene by scene, for a demo",
    details: [
      "Plays TAPE live and stops at each of its Scene lines, with the scene's title and caption",
      "under the phone. Space or the right arrow plays on to the next scene; the left arrow goes",
      "back to the previous one and a number key to that scene, at once (the tape is replayed",
      "from the start on the virtual clock). Any other key, F4 and F5 too, tries something off",
      "the script; Ctrl+R goes back to the script at the current scene. F1 lists the keys;",
      "q or Ctrl-C quits. Nothing is written: the tape's outputs are left alone.",
    ],
    options: [speed, CommonOptions.help],
    operands: .one("TAPE"),
    examples: [
      "present replays/review-intune.tape", "present --speed 2 replays/review-citrix.tape",
    ],
    failureMeaning: "the tape has errors, or a check in it failed on the way to a scene")

  private static let record = CommandSpec(
    name: .record,
    synopsis: "record [options] TAPE",
    usage: [
      "record [--force] [--scenario FILE] [--settings FILE] [--appearance light|dark]"
        + " [--lang LANG] TAPE"
    ],
    summary: "write a tape of what you do in the emulator",
    details: [
      "Opens the emulator and writes every key you press into TAPE, with the settings needed to",
      "play it back, so 'mamsim replay TAPE' repeats your session.",
    ],
    options: [
      force, CommonOptions.scenario, CommonOptions.settings, CommonOptions.appearance,
      CommonOptions.language, CommonOptions.palette, CommonOptions.help,
    ],
    operands: .one("TAPE"),
    examples: ["record my-session.tape", "record --force --appearance dark demo.tape"],
    failureMeaning: "TAPE exists (give --force), a journal is in the way, or it was saved elsewhere"
  )

  private static let walkthrough = CommandSpec(
    name: .walkthrough,
    synopsis: "walkthrough [options] TEST",
    usage: [
      "walkthrough [--scenario FILE] [--settings FILE] [--appearance light|dark] [--lang LANG]"
        + " [--report FILE] first-policy|exit-criteria|web-views|first-mdx-app",
      "walkthrough --settings Info.plist [--entitlements App.entitlements] [--ios-sdk N]"
        + " [--report FILE] integration",
    ],
    summary:
      "walk through the first-policy test, exit criteria, web views, a first MDX app or integration",
    details: [
      "Opens the emulator with a checklist beside the phone: every step of the test from the",
      "SDK's integration guide, what to do now (account, password, keys), ticked from what the",
      "SDK did; a step done differently is explained on the spot. On quit it prints a report",
      "(and writes it with --report). A scenario that cannot pass the test is refused first.",
      "first-mdx-app is the Citrix one: Secure Hub, enrolment and PIN, the managed app's",
      "answers, a logon through Secure Hub, App lock; it plays the built-in Citrix scenario",
      "unless --scenario names one with \"vendor\": \"citrix\".",
      "integration starts from your app's own files: the steps 'mamsim check' looks at in the",
      "Info.plist (--settings, required) and entitlements come first, passed, missing or wrong",
      "with the reason; then the first-policy test and the exit criteria on the emulator with",
      "that Info.plist's settings. The report lists every finding with its file:line. A file",
      "that cannot be read gets the diagnostics 'check' prints, and the emulator does not start.",
    ],
    options: [
      report, CommonOptions.scenario, CommonOptions.settings, entitlements, iosSDK,
      CommonOptions.appearance, CommonOptions.language, CommonOptions.palette, CommonOptions.help,
    ],
    operands: .one("TEST"),
    examples: [
      "walkthrough first-policy", "walkthrough --report result.md exit-criteria",
      "walkthrough web-views", "walkthrough --scenario citrix.json first-mdx-app",
      "walkthrough --scenario my-tenant.json --settings Info.plist first-policy",
      "walkthrough --settings Info.plist --entitlements App.entitlements --report r.md integration",
    ],
    failureMeaning: "a step did not pass, or the scenario cannot satisfy the test")
  private static let reset = CommandSpec(
    name: .reset,
    synopsis: "reset [--app BUNDLE_ID] [--state DIR]",
    usage: ["reset [--app BUNDLE_ID] [--state DIR]"],
    summary: "uninstall an app from the simulated device, or erase the device",
    details: [
      "Without --app, erases the simulated device: every app, its documents and the keychain.",
      "With --app, uninstalls that app only: its state, documents, data keys and tokens; the",
      "app PIN shared by its publisher's apps goes with the publisher's last app.",
    ],
    options: [app, CommonOptions.stateToErase, CommonOptions.help],
    operands: .none,
    examples: ["reset", "reset --app com.contoso.notes", "reset --state demo-device"],
    failureMeaning: "the device store could not be opened or changed")

  private static let inspect = CommandSpec(
    name: .inspect,
    synopsis: "inspect [--state DIR]",
    usage: ["inspect [--state DIR]"],
    summary: "print what the simulated device holds, secrets masked",
    details: [
      "Lists the device, the keychain items by access group (values masked), and for each app",
      "its SDK state (accounts, policy, PIN, check-ins, timers) and its documents; sealed",
      "corporate documents show as ciphertext. Citrix MDX apps show their session (mode, user,",
      "open, locked or wiped, last network logon) and the shared vaults (pairs counted only).",
    ],
    options: [CommonOptions.stateToRead, CommonOptions.help],
    operands: .none,
    examples: ["inspect", "inspect --state demo-device"],
    failureMeaning: "there is no device there, or it could not be read")

  private static let help = CommandSpec(
    name: .help,
    synopsis: "help [COMMAND]",
    usage: ["help [COMMAND]"],
    summary: "show help for mamsim or for one command",
    details: ["Shows what a command does, its options, examples and exit codes."],
    options: [CommonOptions.help],
    operands: .optional("COMMAND"),
    examples: ["help check"],
    failureMeaning: "not used: help always succeeds")
}

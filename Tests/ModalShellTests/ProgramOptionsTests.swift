import Foundation
import ModalShell
import Testing

/// The executable's options, declared once (ProgramOptions.table): the parser of each form of
/// the command line, the refusals, the `--help` texts and the binary reading them.
@Suite("Command line: the option table")
struct ProgramOptionsTests {
  static let usage =
    "usage: modalplay [options] [FILE...] [-c COMMAND]...   (modalplay --help for more)"
  static let testUsage =
    "usage: modalplay test [PATH...] [--update] [--format text|json] [--junit FILE] [--force]"

  /// The error `parse` throws for the arguments, nil when it accepts them.
  func error(_ arguments: [String], test: Bool = false) -> String? {
    do throws(UsageError) {
      _ = try ProgramOptions.parse(arguments, test: test)
      return nil
    } catch {
      return error.message
    }
  }

  @Test("each form reads its own options; a value after = or as the next argument")
  func accepted() throws {
    let session = try ProgramOptions.parse(
      ["--preset", "basic", "--format=json", "-c", "present", "--width", "60", "a.modal"],
      test: false)
    #expect(session.preset == "basic")
    #expect(session.options.format == .json)
    #expect(session.commands == ["present"])
    #expect(session.width == 60)
    #expect(session.files == ["a.modal"])
    let page = try ProgramOptions.parse(
      ["--html", "out.html", "--force", "--quiet", "a.modal"], test: false)
    #expect(page.html == "out.html" && page.force && page.options.quiet)
    let test = try ProgramOptions.parse(
      ["t", "--update", "--format", "json", "--junit=r.xml", "--force", "--", "-x"], test: true)
    #expect(test.files == ["t", "-x"])
    #expect(test.update && test.force && test.junit == "r.xml")
    #expect(test.options.format == .json)
  }

  @Test("each form refuses the options of the others by name")
  func refusals() {
    #expect(error(["--update"]) == "--update is an option of 'modalplay test', not of 'modalplay'")
    #expect(
      error(["--junit", "r.xml"]) == "--junit is an option of 'modalplay test', not of 'modalplay'")
    #expect(
      error(["--force", "a.modal"])
        == "--force is an option of 'modalplay --html' and 'modalplay test', not of 'modalplay'")
    #expect(
      error(["--html", "o.html", "-c", "present", "a.modal"])
        == "-c is an option of 'modalplay', not of 'modalplay --html'")
    #expect(
      error(["--html", "o.html", "--color", "never", "a.modal"])
        == "--color is an option of 'modalplay', not of 'modalplay --html'")
    #expect(
      error(["--export", "swiftui", "--html", "o.html", "a.modal"])
        == "--export is an option of 'modalplay', not of 'modalplay --html'")
    // --ios alone sets the session's version (and with --export the code's too).
    #expect(error(["--ios", "15"]) == nil)
    #expect((try? ProgramOptions.parse(["--ios", "16.4"], test: false))?.ios == .v16Point4)
    #expect(
      error(["--export", "uikit", "--ios", "14"]) == "--ios takes 15, 16, 16.4, 17, 18, 26 or 27")
    #expect(
      error(["--preset", "basic"], test: true)
        == "--preset is an option of 'modalplay' and 'modalplay --html', not of 'modalplay test'")
    #expect(
      error(["-V"], test: true)
        == "-V is an option of 'modalplay' and 'modalplay --html', not of 'modalplay test'")
    #expect(
      error(["--html", "o.html"], test: true)
        == "--html is an option of 'modalplay --html', not of 'modalplay test'")
  }

  @Test("a missing or bad value, a flag with a value and an unknown option")
  func values() {
    #expect(error(["--format", "xml"]) == "--format takes text or json")
    #expect(error(["--format"]) == "--format takes text or json")
    #expect(error(["--format=yaml"], test: true) == "--format takes text or json")
    #expect(error(["--color", "red"]) == "--color takes auto, always or never")
    #expect(error(["--width=19"]) == "--width takes a number of columns from 20 to 1000")
    #expect(error(["-c"]) == "-c needs a command")
    #expect(error(["--junit"], test: true) == "--junit needs a file")
    #expect(error(["--html="]) == "--html needs a file")
    #expect(error(["--html", "o.html"]) == "--html needs at least one SCRIPT")
    #expect(error(["--echo=yes"]) == "--echo takes no value")
    #expect(error(["--frobnicate"], test: true) == "unknown option '--frobnicate'")
    #expect(
      error(["--colour=never"]) == "unknown option '--colour=never' (did you mean '--color'?)")
    #expect(error(["--colour"]) == "unknown option '--colour' (did you mean '--color'?)")
    #expect(error(["--updat"], test: true) == "unknown option '--updat' (did you mean '--update'?)")
    #expect(error(["-x"]) == "unknown option '-x'")
  }

  @Test("the help lists every option of the table, each form's own")
  func help() {
    for option in ProgramOptions.table {
      let line = "\n  " + option.synopsis + " "
      #expect(ProgramHelp.text.contains(line), "\(option.name) in modalplay --help")
      #expect(
        ProgramHelp.testText.contains(line) == option.modes.contains(.test),
        "\(option.name) in modalplay test --help")
    }
    #expect(ProgramHelp.testUsage == Self.testUsage)
    #expect(
      ProgramHelp.text.contains(
        """
          --force            let --html replace an existing OUT.html
          -h, --help         this help
          -V, --version      the version

        With --html, modalplay takes only --preset, --config, --device, --keep-going, --quiet,
        --width, --ascii, --force, --help and --version.
        """))
    #expect(
      ProgramHelp.testText.hasSuffix(
        """
        options:
          --update           rewrite the .expected files (never for a run that failed)
          --format text|json json: one JSON object per transcript instead of the text report
          --junit FILE       also write a JUnit XML report, one test case per transcript
          --force            let --junit replace an existing FILE (never a .modal or .expected of
                             the run)
          -h, --help         this help
        """))
  }

  @Test("the binary prints the table's help and refuses by name, with each form's usage")
  func binary() throws {
    let help = try runModalplay(["--help"])
    #expect(help.status == 0 && help.stdout == ProgramHelp.text + "\n")
    let testHelp = try runModalplay(["test", "-h"])
    #expect(testHelp.status == 0 && testHelp.stdout == ProgramHelp.testText + "\n")
    let update = try runModalplay(["--update"])
    #expect(update.status == 2)
    #expect(
      update.stderr
        == "modalplay: --update is an option of 'modalplay test', not of 'modalplay'\n\(Self.usage)\n"
    )
    let width = try runModalplay(["test", "--width", "60"])
    #expect(width.status == 2)
    #expect(
      width.stderr
        == "modalplay test: --width is an option of 'modalplay' and 'modalplay --html', not of 'modalplay test'\n\(Self.testUsage)\n"
    )
    let format = try runModalplay(["test", "--format", "xml"])
    #expect(format.status == 2)
    #expect(format.stderr == "modalplay test: --format takes text or json\n\(Self.testUsage)\n")
    let sessionFormat = try runModalplay(["--format=xml"])
    #expect(sessionFormat.status == 2)
    #expect(sessionFormat.stderr == "modalplay: --format takes text or json\n\(Self.usage)\n")
  }
}

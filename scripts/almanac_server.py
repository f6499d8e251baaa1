"""Starts and stops an Almanac server for the scripts that test a running one (`fuzz-routes`,
`contract-check`): a debug build, a temporary store imported from the test fixtures (or
$ALMANAC_SNAPSHOT), every upstream unreachable, a free loopback port."""
import os
import re
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(binary):
    if binary:
        return binary
    built = subprocess.run(["swift", "build", "--product", "almanac"], cwd=ROOT, capture_output=True, text=True)
    if built.returncode != 0:
        sys.exit(built.stdout + built.stderr)
    return os.path.join(ROOT, ".build", "debug", "almanac")


def start_server(binary, folder, snapshot=None):
    database = os.path.join(folder, "store.sqlite")
    snapshot = snapshot or os.environ.get("ALMANAC_SNAPSHOT") or os.path.join(ROOT, "Tests", "AlmanacTests", "Fixtures")
    subprocess.run([binary, "import", snapshot, "--db", database], check=True, stdout=subprocess.DEVNULL)
    unreachable = "http://127.0.0.1:9"
    log = open(os.path.join(folder, "server.log"), "w+")
    process = subprocess.Popen(
        [binary, "serve", "--db", database, "--port", "0", "--no-refresh", "--log-level", "notice",
         "--spacex-url", unreachable, "--swapi-url", unreachable, "--facts-url", unreachable,
         "--geocoding-url", unreachable, "--forecast-url", unreachable, "--ll2-url", unreachable,
         # One client sends everything: the per-client limit on searches would hide their answers.
         "--upstream-requests-per-minute", "0", "--image-cache", os.path.join(folder, "images")],
        stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        log.seek(0)
        match = re.search(r"serving http://127\.0\.0\.1:(\d+)", log.read())
        if match:
            return process, int(match.group(1)), log
        if process.poll() is not None:
            break
        time.sleep(0.1)
    stop(process)
    log.seek(0)
    sys.exit("the server did not start:\n" + log.read())


def stop(process):
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
